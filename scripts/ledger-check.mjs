// `pnpm ledger:check`: proves the wallets add up (README "Wallets"): for every wallet, its
// movements sum to its available and held money and the holds standing on it; in total,
// deposits − withdrawals − fees = available + held. Against SUPABASE_URL with
// SUPABASE_SERVICE_ROLE_KEY (a hosted project's), else the local stack that `pnpm start` /
// `pnpm stack` runs. Exit 0: clean; 1: a problem (each printed); 2: nothing to check.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeProblems, ledgerProblems } from './lib/ledger-check.mjs';

function target() {
  const { SUPABASE_URL: url, SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey } = process.env;
  if (url && serviceRoleKey) return { url, serviceRoleKey };
  const status = path.resolve(
    path.dirname(fileURLToPath(import.meta.url)),
    '../supabase/local/.data/status.json',
  );
  try {
    const local = JSON.parse(readFileSync(status, 'utf8'));
    return { url: local.url, serviceRoleKey: local.serviceRoleKey };
  } catch {
    console.error(
      'Set SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY, or start the local stack (pnpm stack).',
    );
    process.exit(2);
  }
}

try {
  const problems = await ledgerProblems(target());
  if (problems.length === 0) {
    console.log('ledger_check: clean (every wallet and the total add up)');
  } else {
    console.error(`ledger_check: ${problems.length} problem(s)`);
    for (const line of describeProblems(problems)) console.error(`  ${line}`);
    process.exit(1);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
