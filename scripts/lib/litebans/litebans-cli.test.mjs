import path from 'node:path';
import { defaultStateFile, readBridgeOptions } from './litebans-cli.mjs';

const base = {
  LITEBANS_DATABASE_URL: 'mysql://reader@127.0.0.1/litebans',
  GAME_BRIDGE_URL: 'https://abc.supabase.co/functions/v1/game-bridge',
  GAME_BRIDGE_KEY: 'key',
};

describe('defaultStateFile: a data directory, never the working directory', () => {
  it("systemd's StateDirectory first (its first entry)", () => {
    expect(defaultStateFile({ STATE_DIRECTORY: '/var/lib/litebans-bridge:/var/lib/other' })).toBe(
      '/var/lib/litebans-bridge/litebans-bridge-state.json',
    );
  });
  it('then XDG_STATE_HOME, then ~/.local/state', () => {
    expect(defaultStateFile({ XDG_STATE_HOME: '/home/mc/.state' })).toBe(
      '/home/mc/.state/norsecraft/litebans-bridge-state.json',
    );
    expect(defaultStateFile({}, '/home/mc')).toBe(
      '/home/mc/.local/state/norsecraft/litebans-bridge-state.json',
    );
  });
});

describe('readBridgeOptions', () => {
  it('takes every setting from the environment', () => {
    expect(
      readBridgeOptions([], {
        ...base,
        LITEBANS_TABLE_PREFIX: 'lb_',
        LITEBANS_SOURCE: 'survival',
        LITEBANS_STATE_FILE: 'state/bridge.json',
      }),
    ).toEqual({
      help: false,
      databaseUrl: base.LITEBANS_DATABASE_URL,
      bridge: { url: base.GAME_BRIDGE_URL, key: 'key' },
      prefix: 'lb_',
      source: 'survival',
      stateFile: path.resolve('state/bridge.json'),
    });
  });

  it('arguments win over the environment', () => {
    const options = readBridgeOptions(
      [
        '--database-url',
        'postgres://reader@db/litebans',
        '--bridge-url',
        'https://other.supabase.co/functions/v1/game-bridge',
        '--prefix',
        'x_',
        '--state',
        '/tmp/s.json',
      ],
      { ...base, LITEBANS_TABLE_PREFIX: 'lb_' },
    );
    expect(options).toMatchObject({
      databaseUrl: 'postgres://reader@db/litebans',
      bridge: { url: 'https://other.supabase.co/functions/v1/game-bridge', key: 'key' },
      prefix: 'x_',
      stateFile: '/tmp/s.json',
    });
  });

  it('names what is missing', () => {
    expect(() => readBridgeOptions([], {})).toThrow(
      'name LiteBans’ database: --database-url or LITEBANS_DATABASE_URL',
    );
    expect(() =>
      readBridgeOptions([], { LITEBANS_DATABASE_URL: base.LITEBANS_DATABASE_URL }),
    ).toThrow('set GAME_BRIDGE_URL (or --bridge-url) and GAME_BRIDGE_KEY');
    expect(() => readBridgeOptions(['--nope'], base)).toThrow("Unknown option '--nope'");
  });

  it('uses the fallback bridge (a checkout’s local stack) only when none is named', () => {
    const local = () => ({ url: 'http://127.0.0.1:54321/functions/v1/game-bridge', key: 'local' });
    const { LITEBANS_DATABASE_URL } = base;
    expect(readBridgeOptions([], { LITEBANS_DATABASE_URL }, local).bridge).toEqual(local());
    expect(readBridgeOptions([], base, local).bridge.key).toBe('key');
  });
});
