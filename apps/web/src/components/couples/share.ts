/**
 * Opens the device's share sheet with `data`; false when there is none (or it refuses this
 * data), so the caller can copy instead. A person closing the sheet counts as shared.
 */
export async function shareWithDevice(data: ShareData): Promise<boolean> {
  if (typeof navigator.share !== "function" || (navigator.canShare && !navigator.canShare(data)))
    return false;
  try {
    await navigator.share(data);
    return true;
  } catch (error) {
    return error instanceof DOMException && error.name === "AbortError";
  }
}
