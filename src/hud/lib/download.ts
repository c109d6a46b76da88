/** Saves `data` as a pretty-printed JSON file through a temporary link. */
export function downloadJson(filename: string, data: unknown): void {
  const blob = new Blob([typeof data === 'string' ? data : JSON.stringify(data, null, 2)], {
    type: 'application/json',
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A file-name-safe timestamp such as 2025-01-01T12-00-00. */
export function fileStamp(time: number = Date.now()): string {
  return new Date(time).toISOString().slice(0, 19).replace(/:/g, '-');
}
