import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { boundaryZones } from './boundaries.mjs';

const repoRoot = path.resolve(__dirname, '../..');

/**
 * Lints each snippet as if it were a file at `file` with the repository's own eslint.config.mjs,
 * in a separate Node process (ESLint loads its config as an ES module, which jest's CommonJS
 * runtime cannot), and returns the boundary rule's messages per snippet.
 */
function boundaryFindings(snippets) {
  const script = `
    import { ESLint } from 'eslint';
    const eslint = new ESLint({ cwd: process.cwd() });
    const snippets = JSON.parse(process.argv[1]);
    const out = [];
    for (const { file, code } of snippets) {
      const [result] = await eslint.lintText(code, { filePath: file });
      out.push(result.messages
        .filter((m) => m.ruleId === 'import-x/no-restricted-paths')
        .map((m) => m.message));
    }
    console.log(JSON.stringify(out));
  `;
  const output = execFileSync(
    process.execPath,
    ['--input-type=module', '-e', script, JSON.stringify(snippets)],
    { cwd: repoRoot, encoding: 'utf8' },
  );
  return JSON.parse(output);
}

const inGames = (feature, name) =>
  path.join(repoRoot, 'mfe-games/src/features', feature, 'components', name);

describe('import boundaries (eslint import-x/no-restricted-paths)', () => {
  const cases = [
    {
      what: 'a feature importing another feature',
      file: inGames('flappy-steve', 'probe.tsx'),
      code: "import { clickerReducer } from '../../elder-clicker/lib/clicker';\nexport const x = clickerReducer;\n",
      refused: /A feature imports only its own folder/,
    },
    {
      what: 'a feature importing the app layer that composes it',
      file: path.join(repoRoot, 'shell/src/features/navigation/components/probe.tsx'),
      code: "import { Layout } from '../../../app/layout';\nexport const x = Layout;\n",
      refused: /never imports the app layer/,
    },
    {
      what: 'a remote importing another remote',
      file: inGames('hub', 'probe.tsx'),
      code: "import { copyText } from '../../../../../mfe-info/src/lib/copy-text';\nexport const x = copyText;\n",
      refused: /never imports another app/,
    },
    {
      what: "a remote importing shared's files instead of the package",
      file: inGames('hub', 'probe.tsx'),
      code: "import { Modal } from '../../../../../shared/src/ui/modal';\nexport const x = Modal;\n",
      refused: /through its package name/,
    },
    {
      what: 'shared importing an app',
      file: path.join(repoRoot, 'shared/src/ui/probe.tsx'),
      code: "import { pages } from '../../../mfe-games/src/pages';\nexport const x = pages;\n",
      refused: /imports none of them/,
    },
    {
      what: "a feature importing its own folder, the app's common folders and shared",
      file: inGames('flappy-steve', 'probe.tsx'),
      code: [
        "import { Button } from '@norsecraft/shared';",
        "import { renderWithProviders } from '@norsecraft/shared/testing';",
        "import { createQueryClient } from '@norsecraft/shared/query-client';",
        "import { RuneIcon } from '../../../components/rune-icon';",
        "import { getOrCreateGuestSaveKey } from '../../../lib/guest-save-key';",
        "import { useLeaderboard } from '../../../api/use-leaderboard';",
        "import { FlappyStevePage } from './flappy-steve-page';",
        'export const x = [Button, renderWithProviders, createQueryClient, RuneIcon, getOrCreateGuestSaveKey, useLeaderboard, FlappyStevePage];',
      ].join('\n'),
      refused: null,
    },
    {
      what: 'the app layer composing features',
      file: path.join(repoRoot, 'mfe-admin/src/app/probe.tsx'),
      code: "import { StatCards } from '../features/stats/components/stat-cards';\nexport const x = StatCards;\n",
      refused: null,
    },
  ];

  let findings;
  beforeAll(() => {
    findings = boundaryFindings(cases.map(({ file, code }) => ({ file, code })));
  }, 60_000);

  it.each(cases.map((c, index) => [c.what, index]))('%s', (_what, index) => {
    const { refused } = cases[index];
    if (refused) {
      expect(findings[index]).toHaveLength(1);
      expect(findings[index][0]).toMatch(refused);
    } else {
      expect(findings[index]).toEqual([]);
    }
  });

  it('has a zone for every feature of every app, so a new feature is covered', () => {
    const targets = boundaryZones().map((zone) => zone.target);
    expect(targets).toEqual(
      expect.arrayContaining([
        'mfe-games/src/features/flappy-steve',
        'mfe-admin/src/features/users',
        'shell/src/features/navigation',
      ]),
    );
  });
});
