const KIB = 1024;
const MIB = 1024 * 1024;

/**
 * "845 bytes", "245 KB", "1.2 MB": binary units, as the 5 MB limit (SPEC section 9) is counted, so a file
 * just under the limit never reads as "5.1 MB". Whole kilobytes are precise enough; megabytes keep one
 * decimal, without a trailing ".0".
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return 'Unknown size';
  if (bytes < KIB) return bytes === 1 ? '1 byte' : `${Math.round(bytes)} bytes`;
  const kilobytes = Math.round(bytes / KIB);
  // 1,048,000 bytes rounds to 1024 KB: say "1 MB" instead.
  if (bytes < MIB && kilobytes < KIB) return `${kilobytes} KB`;
  const megabytes = Math.round((bytes / MIB) * 10) / 10;
  return `${Number.isInteger(megabytes) ? megabytes.toFixed(0) : megabytes.toFixed(1)} MB`;
}
