/**
 * The path sent with a page view: pathname plus query, minus any `token` parameter, because password-reset
 * links carry their secret in the query string and analytics must never store it.
 */
export function buildTrackedPath(pathname: string, search: string): string {
  if (!search || search === '?') return pathname;
  const params = new URLSearchParams(search);
  if (!params.has('token')) return `${pathname}${search.startsWith('?') ? search : `?${search}`}`;
  params.delete('token');
  const rest = params.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}
