/**
 * GET /api/resume/file, saved under the resume's own name. Fetched as a blob rather than followed as a
 * link so that a failure (expired session, file gone) can be told with a toast instead of the browser
 * saving or showing the JSON error body. Answers whether the file was handed to the browser.
 */
export async function downloadResume(fileName: string): Promise<boolean> {
  let blob: Blob;
  try {
    const response = await fetch('/api/resume/file', { credentials: 'same-origin' });
    if (!response.ok) return false;
    blob = await response.blob();
  } catch {
    return false;
  }
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the blob asynchronously after the click; revoking at once can cancel the download.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return true;
}
