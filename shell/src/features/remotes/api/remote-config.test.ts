import { parseRemoteConfig } from './remote-config';

const all = {
  mfe_info: 'http://localhost:3001/mf-manifest.json',
  mfe_games: 'http://localhost:3002/mf-manifest.json',
  mfe_auction: 'http://localhost:3003/mf-manifest.json',
  mfe_account: 'http://localhost:3004/mf-manifest.json',
  mfe_admin: 'http://localhost:3005/mf-manifest.json',
};

describe('parseRemoteConfig', () => {
  it('accepts a complete file', () => {
    expect(parseRemoteConfig(all)).toEqual({ ok: true, entries: all });
  });

  it('rejects non-objects', () => {
    expect(parseRemoteConfig([1])).toMatchObject({ ok: false, entries: {} });
    expect(parseRemoteConfig('x')).toMatchObject({ ok: false });
  });

  it('keeps the valid entries and reports the rest', () => {
    const result = parseRemoteConfig({
      ...all,
      mfe_games: 42,
      mfe_other: 'x',
      mfe_admin: undefined,
    });
    expect(result.ok).toBe(false);
    expect(result.entries).toEqual({
      mfe_info: all.mfe_info,
      mfe_auction: all.mfe_auction,
      mfe_account: all.mfe_account,
    });
    if (!result.ok) {
      expect(result.error).toContain('"mfe_games" has no URL');
      expect(result.error).toContain('unknown remote "mfe_other"');
    }
  });
});
