/**
 * The personalization API's zod schemas (core/personalization/api.ts, which also builds the job schemas it
 * extends), loaded when a form is checked (the account deletion, an alert's change). Answers are read with
 * shape checks. Built while the page's modules ran, the schemas cost /profile about 60 ms of a slow phone's
 * main thread before hydration, and zod is about 24 KiB gzipped (decision 014).
 */
const personalizationSchemas = () => import('../../../../core/personalization/api.ts');

/** The schemas for a form about to be sent, or null when their script could not be loaded (offline). */
export async function formSchemas(): Promise<Awaited<ReturnType<typeof personalizationSchemas>> | null> {
  try {
    return await personalizationSchemas();
  } catch {
    return null;
  }
}
