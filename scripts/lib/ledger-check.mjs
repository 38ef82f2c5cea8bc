// The ledger's proof (public.ledger_check(), migration 20261128020000_wallets.sql) through the
// project's API as the service role: `pnpm ledger:check`, the load bench and the tests call it.

/**
 * The problems ledger_check() finds (an empty list: every wallet and the total add up).
 * @param {{ url: string, serviceRoleKey: string }} target
 * @returns {Promise<{ problem: string, subject: string, expected: number, actual: number }[]>}
 */
export async function ledgerProblems({ url, serviceRoleKey }) {
  const response = await fetch(`${url}/rest/v1/rpc/ledger_check`, {
    method: 'POST',
    headers: {
      apikey: serviceRoleKey,
      authorization: `Bearer ${serviceRoleKey}`,
      'content-type': 'application/json',
    },
    body: '{}',
  });
  if (!response.ok) {
    throw new Error(`ledger_check answered ${response.status}: ${await response.text()}`);
  }
  return response.json();
}

/** One line per problem, for a report. */
export function describeProblems(problems) {
  return problems.map(
    ({ problem, subject, expected, actual }) =>
      `${problem} (${subject}): expected ${expected}, found ${actual}`,
  );
}
