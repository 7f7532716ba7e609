/**
 * SPEC section 7: a developer test helper on the browser window that POSTs to the fetch-jobs function with
 * mode and batch_size. Our endpoint takes an admin key instead of a public credential (a public key would let
 * anyone trigger ingestion), so the helper asks for it: `await fetchJobs('full', 500, 'the INGEST_API_KEY')`.
 */
export type FetchJobsHelper = (
  mode?: 'full' | 'incremental',
  batchSize?: number,
  key?: string,
) => Promise<unknown>;

declare global {
  interface Window {
    fetchJobs?: FetchJobsHelper;
  }
}

export function installFetchJobsHelper(target: Window): void {
  target.fetchJobs = async (mode = 'incremental', batchSize = 500, key) => {
    if (!key) throw new Error("Pass the admin key: fetchJobs('incremental', 500, INGEST_API_KEY)");
    const response = await fetch('/api/functions/fetch-jobs', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
      body: JSON.stringify({ mode, batch_size: batchSize }),
    });
    return response.json();
  };
}
