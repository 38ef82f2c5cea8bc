import { singletonMismatches } from './compat.mjs';

const shell = [
  { name: 'react', version: '19.3.1' },
  { name: 'react-router-dom', version: '7.18.5' },
];
const names = { consumerName: 'mfe_games', providerName: 'the live shell' };
const needs = (name, requiredVersion, extra = {}) => ({
  name,
  version: requiredVersion.replace('^', ''),
  requiredVersion,
  singleton: true,
  ...extra,
});

describe('singletonMismatches', () => {
  it('accepts singletons the live shell provides in a matching version', () => {
    expect(
      singletonMismatches(
        [needs('react', '^19.0.0'), needs('react-router-dom', '^7.18.5')],
        shell,
        names,
      ),
    ).toEqual([]);
  });

  it('refuses a remote built against a React the shell cannot share', () => {
    expect(singletonMismatches([needs('react', '^18.3.1')], shell, names)).toEqual([
      'react: mfe_games needs ^18.3.1 but the live shell provides 19.3.1 (a second copy would load)',
    ]);
    expect(singletonMismatches([needs('react-router-dom', '^7.20.0')], shell, names)).toHaveLength(
      1,
    );
  });

  it('ignores packages that are not singletons or that the shell does not provide', () => {
    expect(
      singletonMismatches(
        [needs('react', '^18.0.0', { singleton: false }), needs('lodash', '^4.0.0')],
        shell,
        names,
      ),
    ).toEqual([]);
  });
});
