import { sharedContractProblems, singletonMismatches } from './compat.mjs';

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

describe('sharedContractProblems', () => {
  const names = { remoteName: 'mfe_games', shellName: 'the live shell (1.0.0-abc)' };
  const shell = { version: '1.0.0', provides: ['Card', 'Page', 'supabase'] };

  it('accepts a remote that imports only what the shell provides', () => {
    expect(sharedContractProblems({ version: '1.0.0', needs: ['Card'] }, shell, names)).toEqual([]);
  });

  it('refuses a remote built against a shared with an export the shell lacks, same version or not', () => {
    const remote = { version: '1.0.0', needs: ['Card', 'RuneBanner', 'runeOfTheDay'] };
    expect(sharedContractProblems(remote, shell, names)).toEqual([
      '@norsecraft/shared: mfe_games uses RuneBanner, runeOfTheDay (built with shared 1.0.0), ' +
        'which the live shell (1.0.0-abc) does not provide (shared 1.0.0): release the shell first',
    ]);
  });

  it('cannot check a side built before contracts were recorded', () => {
    expect(sharedContractProblems(undefined, shell, names)).toEqual([]);
    expect(sharedContractProblems({ version: '1.0.0', needs: ['X'] }, undefined, names)).toEqual(
      [],
    );
  });
});
