import { lintWorkflow } from './workflow-lint.mjs';

const valid = `name: ok
on: push
jobs:
  a:
    runs-on: ubuntu-latest
    outputs:
      apps: \${{ steps.x.outputs.apps }}
    steps:
      - id: x
        run: echo "apps=[]" >> "$GITHUB_OUTPUT"
  b:
    needs: a
    runs-on: ubuntu-latest
    strategy:
      matrix:
        app: \${{ fromJSON(needs.a.outputs.apps) }}
    steps:
      - run: echo "\${{ matrix.app }}"
`;

describe('workflow validation (actionlint)', () => {
  it('passes a valid workflow', async () => {
    expect(await lintWorkflow(valid, 'ok.yml')).toEqual([]);
  });

  it('reports unknown keys, missing jobs and misspelt contexts', async () => {
    const broken = valid
      .replace('runs-on: ubuntu-latest\n    strategy', 'runs_on: ubuntu-latest\n    strategy')
      .replace('needs: a', 'needs: [a, c]')
      .replace('matrix.app }}"', 'matrix.ap }}"');
    const findings = (await lintWorkflow(broken, 'broken.yml')).join('\n');
    expect(findings).toMatch(/runs_on/);
    expect(findings).toMatch(/"c"/);
    expect(findings).toMatch(/"ap"/);
  });
});
