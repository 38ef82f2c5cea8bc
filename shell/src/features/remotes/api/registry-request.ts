// Imported by index.ts before the async boundary: nothing here may import a shared package
// (react, @norsecraft/shared…), which the federation runtime only provides after it. The document
// contract is a plain module bundled into the shell, not a shared package.
import { INLINE_REGISTRY_ID } from '@norsecraft/shared/document';

export type RegistryResponse =
  { ok: true; json: unknown; url: string } | { ok: false; error: string };

/** Fetch the release registry; network and JSON errors become a configuration error. */
export async function requestRegistry(url = '/remotes.json'): Promise<RegistryResponse> {
  const absolute = new URL(url, window.location.href).href;
  try {
    const response = await fetch(absolute, { cache: 'no-store' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return { ok: true, json: await response.json(), url: absolute };
  } catch (error) {
    return { ok: false, error: `${url} could not be read (${String(error)})` };
  }
}

/**
 * The registry the served HTML carries inline (shell/host), so the page's remote
 * starts loading without a /remotes.json round trip; null when the HTML has none.
 */
export function inlineRegistry(url = '/remotes.json'): RegistryResponse | null {
  const text = document.getElementById(INLINE_REGISTRY_ID)?.textContent;
  if (!text) return null;
  try {
    return { ok: true, json: JSON.parse(text), url: new URL(url, window.location.href).href };
  } catch (error) {
    return { ok: false, error: `the inline registry could not be read (${String(error)})` };
  }
}
