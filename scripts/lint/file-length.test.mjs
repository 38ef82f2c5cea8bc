import { MAX_LINES, isCounted, lineCount, overLong } from './file-length.mjs';

const lines = (n) => 'x\n'.repeat(n);

describe('file length rule', () => {
  it('counts lines as an editor shows them', () => {
    expect(lineCount('')).toBe(0);
    expect(lineCount('a')).toBe(1);
    expect(lineCount('a\n')).toBe(1);
    expect(lineCount('a\nb')).toBe(2);
    expect(lineCount(lines(MAX_LINES))).toBe(MAX_LINES);
  });

  it('refuses a source file over the limit and passes one at it', () => {
    expect(
      overLong([
        { path: 'shell/src/big.tsx', text: lines(MAX_LINES + 1) },
        { path: 'supabase/local/sql/bootstrap/2-auth.sql', text: lines(MAX_LINES + 5) },
        { path: 'shell/src/fits.tsx', text: lines(MAX_LINES) },
      ]),
    ).toEqual([
      `shell/src/big.tsx: ${MAX_LINES + 1} lines (at most ${MAX_LINES})`,
      `supabase/local/sql/bootstrap/2-auth.sql: ${MAX_LINES + 5} lines (at most ${MAX_LINES})`,
    ]);
  });

  it('leaves out tests, generated files, applied migrations and non-code', () => {
    for (const path of [
      'e2e/tests/info.spec.ts',
      'supabase/local/test/auth.test.ts',
      'shell/src/app/route-table.test.ts',
      'shared/src/types/database.generated.ts',
      'supabase/migrations/20261123000300_bounded_scores.sql',
      'README.md',
      'pnpm-lock.yaml',
    ]) {
      expect(isCounted(path)).toBe(false);
    }
    for (const path of ['scripts/start.mjs', 'supabase/seed.sql', 'shell/index.html']) {
      expect(isCounted(path)).toBe(true);
    }
  });
});
