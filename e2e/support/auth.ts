import { expect, type Page } from '@playwright/test';

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
