/** Hands a downloaded file to the browser to save under `filename` (the one place the admin saves files). */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started; the address is not needed after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
