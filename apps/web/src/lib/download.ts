/** Saves `content` as a file named `filename` (a Blob and a temporary link). */
export function saveFile(filename: string, content: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the Blob after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
