import { signInAs } from '../support/auth';
import { expect, routeOutsideHosts, test as base } from '../support/fixtures';
import { startPrivateSite } from '../support/private-site';
import { startPrivateStack } from '../support/private-stack';

/*
 * The auction house's back office (issue 41, item 13) against a stack of its own, so its listings
 * do not change what the public auction specs see: a listing of 10 minutes, then edited — item,
 * seller, starting bid, a set end time — until its first bid, after which it cannot be.
 */

interface Site {
  url: string;
  stackUrl: string;
  anonKey: string;
  serviceRoleKey: string;
}

const test = base.extend<object, { site: Site }>({
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

interface StoredListing {
  id: number;
  item: string;
  seller: string;
  starting_bid: number;
  end_time: string;
}

/** The listings of `item` as the database holds them (the service role reads past the grants). */
async function stored(site: Site, item: string): Promise<StoredListing[]> {
  const response = await fetch(
    `${site.stackUrl}/rest/v1/auction_listings?item=eq.${encodeURIComponent(item)}&select=id,item,seller,starting_bid,end_time`,
    { headers: { apikey: site.serviceRoleKey, authorization: `Bearer ${site.serviceRoleKey}` } },
  );
  expect(response.ok).toBe(true);
  return (await response.json()) as StoredListing[];
}

/** `ms` from now as a datetime-local field takes it, in the browser's (and this process's) zone. */
function localInput(ms: number): string {
  const at = new Date(Date.now() + ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

test('a listing of 10 minutes, edited before its first bid and not after', async ({
  page,
  browser,
  baseURL,
  site,
}) => {
  await signInAs(page, 'admin');
  await page.goto('/admin/auctions');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Create Listing' }).click();
  const form = page.getByRole('dialog', { name: 'Create Listing' });
  await form.getByLabel('Find an item').fill('Gram');
  await form.getByLabel('Item', { exact: true }).selectOption({ label: 'Gram (Legendary)' });
  await form.getByLabel('Seller').fill('Jarl_Ragnvald');
  await form.getByLabel('Gold').fill('1');
  await form.getByLabel('Duration').selectOption({ label: '10 minutes' });
  const created = Date.now();
  await form.getByRole('button', { name: 'Create Listing' }).click();
  await expect(form).toBeHidden();

  const [listing] = await stored(site, 'Gram');
  expect(listing).toMatchObject({ seller: 'Jarl_Ragnvald', starting_bid: 10_000 });
  const minutes = (Date.parse(listing!.end_time) - created) / 60_000;
  expect(minutes).toBeGreaterThan(9);
  expect(minutes).toBeLessThan(11);

  const row = page.getByRole('list', { name: 'Listings' }).getByRole('listitem').filter({
    hasText: 'Jarl_Ragnvald',
  });
  await expect(row).toContainText('Live');
  await expect(row).toContainText('Listed by Allfather_Admin');

  // Before any bid: another item, seller and starting bid, and an end two days ahead.
  await row.getByRole('button', { name: 'Edit the listing of Gram' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit the listing of Gram' });
  await expect(edit.getByLabel('Seller')).toHaveValue('Jarl_Ragnvald');
  await expect(edit.getByLabel('Gold')).toHaveValue('1');
  await edit.getByLabel('Find an item').fill('Tyrfing');
  await edit.getByLabel('Item', { exact: true }).selectOption({ label: 'Tyrfing (Legendary)' });
  await edit.getByLabel('Seller').fill('Jarl_Sigvald');
  await edit.getByLabel('Gold').fill('2');
  await edit.getByLabel('Duration').selectOption({ label: 'Until a set time…' });
  const endsAt = localInput(2 * 86_400_000);
  await edit.getByLabel('End time').fill(endsAt);
  await edit.getByRole('button', { name: 'Save Listing' }).click();
  await expect(edit).toBeHidden();

  const [edited] = await stored(site, 'Tyrfing');
  expect(edited).toMatchObject({ id: listing!.id, seller: 'Jarl_Sigvald', starting_bid: 20_000 });
  expect(Date.parse(edited!.end_time)).toBe(new Date(endsAt).getTime());
  const editedRow = page
    .getByRole('list', { name: 'Listings' })
    .getByRole('listitem')
    .filter({ hasText: 'Jarl_Sigvald' });
  await expect(editedRow).toContainText('Tyrfing');

  // A member bids on it: from then on it cannot be edited.
  const member = await browser.newContext({ baseURL });
  await routeOutsideHosts(member);
  const bidder = await member.newPage();
  await signInAs(bidder, 'member');
  await bidder.goto('/auction-house');
  const card = bidder.getByRole('article', { name: 'Tyrfing' });
  await card.getByRole('button', { name: 'Bid', exact: true }).click();
  const bid = bidder.getByRole('dialog', { name: 'Place Bid' });
  await bid.getByLabel('Gold', { exact: true }).fill('2');
  await bid.getByLabel('Copper', { exact: true }).fill('1');
  await bid.getByRole('button', { name: 'Place Bid' }).click();
  await expect(bidder.getByText('Bid placed successfully!')).toBeVisible();
  await member.close();

  await page.reload();
  await expect(editedRow).toContainText('Bids (1)');
  await expect(editedRow.getByRole('button', { name: /^Edit/ })).toHaveCount(0);
});
