import type { Page } from '@playwright/test';
import { signInAs } from '../support/auth';
import { expect, test as base } from '../support/fixtures';
import { startPrivateSite } from '../support/private-site';
import { startPrivateStack } from '../support/private-stack';

/*
 * The back office's punishments (issue 29) against a stack of its own, so the rows it adds do
 * not change what the public punishment specs see: an admin adds, edits and revokes on the site;
 * the game server's batch arrives through the bridge and can only be changed there.
 */

interface BridgeSite {
  url: string;
  stackUrl: string;
  serviceRoleKey: string;
  gameBridgeKey: string;
}

const test = base.extend<object, { site: BridgeSite }>({
  site: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies destructured.
    async ({}, provide) => {
      const stack = await startPrivateStack();
      const site = await startPrivateSite(stack);
      await provide({ ...stack, url: site.url });
      await site.close();
      await stack.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ site }, provide) => provide(site.url),
});

test.describe.configure({ mode: 'default' });

/**
 * The seeded admin's public name: its game name, a staff name only staff may hold (issue 41, item
 * 11: it used to be refused, and the admin recorded as "Staff").
 */
const ADMIN_NAME = 'Allfather_Admin';

/** "Nov 27, 2026", as the record writes today's date. */
const today = () =>
  new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' }).format(
    new Date(),
  );

async function openBackOffice(page: Page) {
  await signInAs(page, 'admin');
  await page.goto('/admin/punishments');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Punishments');
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link', { name: 'Punishments' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/admin');
  return page.getByRole('region', { name: 'Punishments' });
}

/** The one row of `player`, found through the list's search (the database's). */
async function rowOf(page: Page, player: string) {
  const region = page.getByRole('region', { name: 'Punishments' });
  await region.getByRole('searchbox').fill(player);
  const row = region.getByRole('list', { name: 'Punishments' }).getByRole('listitem');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(player);
  return row;
}

test('an admin adds a punishment, edits its reason and revokes it; the public record follows', async ({
  page,
}) => {
  const section = await openBackOffice(page);
  await section.getByRole('button', { name: 'Add Punishment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Punishment' });
  // Nothing sent until the form is whole, and what was typed stays.
  await dialog.getByRole('button', { name: 'Add Punishment' }).click();
  await expect(dialog.getByRole('alert')).toHaveText("Enter the player's name.");
  await dialog.getByLabel('Player').fill('Loki_Trickster');
  await dialog.getByRole('button', { name: 'Add Punishment' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Give a reason.');
  await dialog.getByLabel('Type').selectOption('mute');
  await dialog.getByLabel('Duration').selectOption('7d');
  await dialog.getByLabel('Reason').fill('Spam in trade chat');
  await expect(dialog).toContainText(`You are recorded as ${ADMIN_NAME}, and it starts now.`);
  await dialog.getByRole('button', { name: 'Add Punishment' }).click();
  await expect(dialog).toBeHidden();

  let row = await rowOf(page, 'Loki_Trickster');
  await expect(row).toContainText('mute');
  await expect(row).toContainText('Site');
  await expect(row).toContainText(`By ${ADMIN_NAME}`);
  await expect(row).toContainText('● Active');

  await row.getByRole('button', { name: 'Edit Reason' }).click();
  const edit = page.getByRole('dialog', { name: /Edit the reason/ });
  await edit.getByLabel('Reason').fill('Spam in trade chat, third time');
  await edit.getByRole('button', { name: 'Save Reason' }).click();
  await expect(edit).toBeHidden();
  row = await rowOf(page, 'Loki_Trickster');
  await expect(row).toContainText('Spam in trade chat, third time');

  await row.getByRole('button', { name: 'Revoke' }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke punishment?' });
  await expect(confirm).toContainText(`You are recorded as ${ADMIN_NAME}`);
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(confirm).toBeHidden();
  // Lifted early, today, by the admin: never "Expired" on a date still to come (item 10).
  await expect(row).toContainText('○ Lifted');
  await expect(row).toContainText(`Lifted ${today()} by ${ADMIN_NAME}`);
  await expect(row).not.toContainText('Expired');
  await expect(row.getByRole('button', { name: 'Revoke' })).toHaveCount(0);

  // The public record shows the same row, lifted.
  await page.goto('/punishments?q=Loki_Trickster');
  const publicRow = page.getByRole('list', { name: 'Punishments' }).getByRole('listitem');
  await expect(publicRow).toHaveCount(1);
  await expect(publicRow).toContainText('Spam in trade chat, third time');
  await expect(publicRow).toContainText(`By ${ADMIN_NAME}`);
  await expect(publicRow).toContainText(`○ Lifted`);
  await expect(publicRow).toContainText(`Lifted ${today()} by ${ADMIN_NAME}`);

  // And the audit log names the admin's three changes.
  await page.goto('/admin');
  const log = page.getByRole('region', { name: 'Audit Log' });
  for (const line of ['Added punishment', 'Edited punishment', 'Revoked punishment']) {
    await expect(log.getByText(`${line} "Loki_Trickster (mute)"`)).toBeVisible();
  }
});

test("the game server's punishments come through the bridge and are changed only there", async ({
  page,
  site,
}) => {
  const send = async (active: boolean) => {
    const response = await fetch(`${site.stackUrl}/functions/v1/game-bridge/punishments`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${site.gameBridgeKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify([
        {
          source: 'litebans',
          source_id: 'ban:4242',
          player_name: 'Fenrir_Wolf',
          type: 'ban',
          reason: 'X-ray resource pack',
          staff_name: 'Heimdall_Watch',
          date: new Date(Date.now() - 3_600_000).toISOString(),
          expires: null,
          active,
        },
      ]),
    });
    expect(response.status).toBe(200);
    return response.json();
  };
  expect(await send(true)).toEqual({ inserted: 1, updated: 0, unchanged: 0 });

  await openBackOffice(page);
  let row = await rowOf(page, 'Fenrir_Wolf');
  await expect(row).toContainText('Game server (litebans)');
  await expect(row).toContainText('By Heimdall_Watch');
  await expect(row).toContainText('● Active');
  await expect(row).toContainText('From the game server: change it there.');
  await expect(row.getByRole('button')).toHaveCount(0);

  // Lifted on the game server: the next batch says so (when and by whom: issue 38).
  expect(await send(false)).toEqual({ inserted: 0, updated: 1, unchanged: 0 });
  await page.reload();
  row = await rowOf(page, 'Fenrir_Wolf');
  await expect(row).toContainText('○ Lifted');
  await expect(row).not.toContainText('Expired');
});

test('a search that matches nothing says so', async ({ page }) => {
  const section = await openBackOffice(page);
  await section.getByRole('searchbox').fill('qqzzqq');
  await expect(section.getByText('No punishments found')).toBeVisible();
  await expect(section.getByText('Nothing matches this search and these filters.')).toBeVisible();
});
