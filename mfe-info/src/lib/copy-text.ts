/**
 * Copies text with the async Clipboard API. Resolves false instead of throwing when the API is
 * missing (plain http, old browsers) or permission is denied, so callers can say so.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
