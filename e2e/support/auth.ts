import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { e2eEnv } from './env';

/** Seeded by supabase/seed.sql. */
export const ACCOUNTS = {
  admin: { email: 'admin@example.com', password: 'Password1' },
  member: { email: 'member@example.com', password: 'Password1' },
  editor: { email: 'editor@example.com', password: 'Password1' },
  moderator: { email: 'moderator@example.com', password: 'Password1' },
} as const;

/** Sign in through the account remote's form, as a visitor would; lands on /members. */
export async function signInAs(page: Page, who: keyof typeof ACCOUNTS): Promise<void> {
  const { email, password } = ACCOUNTS[who];
  await page.goto('/login');
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Password', { exact: true }).fill(password);
  await main.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/members$/);
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

interface StackKeys {
  stackUrl: string;
  serviceRoleKey: string;
}

/**
 * A confirmed account, made as an operator would with the admin API (GoTrue's POST
 * /admin/users, email_confirm): for tests about something other than signing up, which
 * otherwise waits for the mailed link. The shared stack unless another is given.
 */
export async function createAccount(
  prefix: string,
  { password = 'Password1', stack = e2eEnv() as StackKeys } = {},
): Promise<{ email: string; password: string; id: string }> {
  const email = uniqueEmail(prefix);
  const response = await fetch(`${stack.stackUrl}/auth/v1/admin/users`, {
    method: 'POST',
    headers: {
      apikey: stack.serviceRoleKey,
      authorization: `Bearer ${stack.serviceRoleKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ email, password, email_confirm: true }),
  });
  const body = await response.text();
  expect(response.ok, body).toBe(true);
  return { email, password, id: (JSON.parse(body) as { id: string }).id };
}

/** What an e2e bidder's player deposited in game: 1,000,000 g, more than any test bids. */
export const E2E_DEPOSIT = 10_000_000_000;

/**
 * Links a new game player to the account, as the game bridge's `POST /links` does (written with
 * the service role), and deposits `funds` in its wallet as `POST /wallet/deposits` does: bidding
 * needs a linked account and money. `player`: that one (a test game server's), else a new one.
 * Returns the player's name.
 */
export async function linkGameAccount(
  userId: string,
  stack: StackKeys = e2eEnv() as StackKeys,
  funds = E2E_DEPOSIT,
  player?: { uuid: string; name: string },
): Promise<string> {
  const uuid = player?.uuid ?? randomUUID();
  const name = player?.name ?? `Pl_${uuid.replaceAll('-', '').slice(0, 10)}`;
  const deposit = [
    { id: `e2e:${randomUUID()}`, uuid, amount: funds, at: new Date().toISOString() },
  ];
  const rows: [string, object][] = [
    ['game_players', { uuid, name }],
    ['game_player_names', { player_uuid: uuid, name }],
    ['game_accounts', { user_id: userId, player_uuid: uuid }],
    ...(funds > 0
      ? [['rpc/bridge_record_deposits', { p_items: deposit }] as [string, object]]
      : []),
  ];
  for (const [table, row] of rows) {
    const response = await fetch(`${stack.stackUrl}/rest/v1/${table}`, {
      method: 'POST',
      headers: {
        apikey: stack.serviceRoleKey,
        authorization: `Bearer ${stack.serviceRoleKey}`,
        'content-type': 'application/json',
        prefer: 'return=minimal',
      },
      body: JSON.stringify(row),
    });
    expect(response.ok, `${table}: ${await response.text()}`).toBe(true);
  }
  return name;
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/** Every mail the stack's outbox holds for `to` (the shared stack's unless another is given). */
export async function mailsTo(to: string, outboxUrl = e2eEnv().outboxUrl): Promise<OutboxMail[]> {
  const response = await fetch(outboxUrl);
  expect(response.ok).toBe(true);
  return ((await response.json()) as OutboxMail[]).filter((mail) => mail.to === to);
}

/** The link of the newest mail to `to` with this subject, once it has arrived. */
export async function mailedLink(
  to: string,
  subject: string,
  outboxUrl = e2eEnv().outboxUrl,
): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mail = (await mailsTo(to, outboxUrl)).filter((m) => m.subject === subject).at(-1);
      link = mail?.text.match(/https?:\/\/\S+\/auth\/v1\/verify\S+/)?.[0];
      return link;
    })
    .toBeTruthy();
  return link!;
}
