/** Characters RFC 5987 allows unescaped in an ext-value (attr-char); encodeURIComponent also keeps '()*. */
function encodeExtValue(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * An ASCII stand-in for clients that ignore `filename*`: accents dropped (é -> e), other non-ASCII, quotes,
 * backslashes and control characters replaced, so it is always a safe quoted-string.
 */
function toAsciiFallback(fileName: string): string {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_')
    .trim();
  return ascii || 'download';
}

/**
 * `Content-Disposition` for a download under its original name (RFC 6266): a quoted ASCII `filename`
 * for old clients and the exact name as UTF-8 in `filename*` (RFC 5987), which current browsers prefer.
 */
export function formatContentDisposition(
  fileName: string,
  type: 'attachment' | 'inline' = 'attachment',
): string {
  return `${type}; filename="${toAsciiFallback(fileName)}"; filename*=UTF-8''${encodeExtValue(fileName)}`;
}
