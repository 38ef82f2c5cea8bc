import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { moduleValueExports, packageValueImports, sharedContract } from './shared-contract';

let root: string;
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};
beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'norsecraft-contract-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the shared contract', () => {
  it("lists the package's value exports, through export *, without its types", () => {
    write(
      'shared/src/index.ts',
      `export * from './auth';
export * from '../../functions/money.ts';
export { Button, type ButtonProps } from './ui/button';
export type { Theme } from './theme';
export const SITE = 'x';
export function pageTitle() {}
export interface Hidden {}
export type Alias = string;`,
    );
    write('shared/src/auth/index.ts', 'export const { signIn, signOut: leave } = auth;\n');
    write('shared/src/ui/button.tsx', 'export function Button() {}\n');
    write('functions/money.ts', 'export const formatCoins = () => {};\n');
    expect(moduleValueExports(path.join(root, 'shared/src/index.ts'))).toEqual([
      'Button',
      'SITE',
      'formatCoins',
      'leave',
      'pageTitle',
      'signIn',
    ]);
  });

  it("lists the values an app imports from the package, not types, tests or other packages'", () => {
    write(
      'app/src/page.tsx',
      `import { Card, type CardProps, unwrap as unwrapResult } from '@norsecraft/shared';
import type { Tables } from '@norsecraft/shared';
import { useQuery } from '@tanstack/react-query';
export { Page } from '@norsecraft/shared';`,
    );
    write('app/src/page.test.tsx', "import { renderWithProviders } from '@norsecraft/shared';\n");
    expect(packageValueImports(path.join(root, 'app/src'))).toEqual(['Card', 'Page', 'unwrap']);
  });

  it('records the version with what the shell provides or what a remote needs', () => {
    write('shared/package.json', JSON.stringify({ version: '1.0.0' }));
    write('shared/src/index.ts', 'export const A = 1;\nexport const B = 2;\n');
    write('app/src/page.tsx', "import { B } from '@norsecraft/shared';\n");
    const shared = path.join(root, 'shared');
    expect(sharedContract(path.join(root, 'shell'), 'host', shared)).toEqual({
      version: '1.0.0',
      provides: ['A', 'B'],
    });
    expect(sharedContract(path.join(root, 'app'), 'remote', shared)).toEqual({
      version: '1.0.0',
      needs: ['B'],
    });
  });
});
