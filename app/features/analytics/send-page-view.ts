/**
 * Fire-and-forget page view. keepalive lets the request finish when the user is already leaving the page;
 * failures are ignored because analytics must never get in the way of the job search.
 */
export function sendPageView(body: { path: string; referrer: string | null }): void {
  try {
    void fetch('/api/analytics/pageview', {
      method: 'POST',
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).catch(() => undefined);
  } catch {
    // fetch itself can throw synchronously (e.g. blocked by an extension); still nothing to do.
  }
}
