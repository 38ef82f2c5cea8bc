import type { Registry } from '../registry';
import { startFiles } from './start-files';

const registry: Registry = {
  schema: 1,
  updatedAt: null,
  apps: {
    shell: { version: '1.0.0-aaa', html: 'index.html' },
    mfe_info: { version: '1.0.0-bbb', entry: 'mfe-info/1.0.0-bbb/mf-manifest.json' },
    // Listed without an entry (not released as a remote): nothing of it is read.
    mfe_other: { version: '1.0.0-ccc' },
  },
};

describe('the files a registry state needs on the host', () => {
  it("is the live shell's whole release and each live remote's server files", () => {
    const files = startFiles(registry, [
      { path: 'index.html' },
      { path: 'static/js/index.123.js' },
      { path: 'server/render.cjs' },
    ]);
    expect(files.map(({ app, version, file }) => `${app}@${version}/${file}`)).toEqual([
      'shell@1.0.0-aaa/release.json',
      'shell@1.0.0-aaa/index.html',
      'shell@1.0.0-aaa/static/js/index.123.js',
      'shell@1.0.0-aaa/server/render.cjs',
      'mfe_info@1.0.0-bbb/mf-manifest.json',
      'mfe_info@1.0.0-bbb/page-chunks.json',
      'mfe_info@1.0.0-bbb/server/render.cjs',
    ]);
  });

  it('is nothing of a shell when none is live', () => {
    const withoutShell = { ...registry, apps: { mfe_info: registry.apps.mfe_info! } };
    expect(startFiles(withoutShell, [])).toHaveLength(3);
  });
});
