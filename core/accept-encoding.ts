/**
 * Whether an Accept-Encoding header accepts a content coding (RFC 9110 §12.5.3): named or `*`, with no
 * `q=0`. Case-insensitive; an absent or empty header accepts none (identity only).
 */
export function acceptsEncoding(header: string | undefined, coding: string): boolean {
  const text = header?.toLowerCase() ?? '';
  if (!text) return false;
  return text.split(',').some((part) => {
    const [name, ...parameters] = part.trim().split(';');
    const trimmed = name?.trim();
    if (trimmed !== coding && trimmed !== '*') return false;
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  });
}
