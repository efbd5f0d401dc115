/**
 * Saves a blob as a file. The object URL is released a little later, not at once: some browsers cancel a
 * download whose URL is revoked while it starts.
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  Object.assign(document.createElement('a'), { href: url, download: fileName }).click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
