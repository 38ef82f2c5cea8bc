// Imported by index.ts before the async boundary: nothing here may import a shared package
// (react, @norsecraft/shared…), which the federation runtime only provides after it.

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
