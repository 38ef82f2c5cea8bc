import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { startLocalStack } from '../../scripts/lib/stack.mjs';
import { ACCOUNTS, signInAs } from '../support/auth';
import { expect, pageHeading, test as base } from '../support/fixtures';
import { startPrivateSite } from '../support/private-site';

/*
 * Issue 36's acceptance, as the roles would do it: staff run the site from /admin. Against a stack
 * of its own (the edits must not change what other specs read) served by two host instances, as
 * behind a load balancer: an editor edits a rule (both hosts' HTML shows it within 5 s), adds a
 * staff member, writes an article and opens it at its address, publishes a post and schedules
 * another (it appears at its time; the chat is told), restores an earlier version; a moderator
 * cannot edit content, an editor cannot grant roles; each change is in the audit log; Markdown
 * attacks render inert on the server and in the browser.
 */

type Stack = Awaited<ReturnType<typeof startLocalStack>>;
interface ContentSite {
  stack: Stack;
  hosts: [string, string];
  /** What the chat webhook was sent. */
  posted: { embeds: { title: string }[] }[];
}

const test = base.extend<object, { content: ContentSite }>({
  content: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies destructured.
    async ({}, provide) => {
      const posted: ContentSite['posted'] = [];
      const webhook = http.createServer((req, res) => {
        let body = '';
        req.on('data', (chunk: Buffer) => (body += chunk.toString()));
        req.on('end', () => {
          posted.push(JSON.parse(body));
          res.writeHead(204).end();
        });
      });
      await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));
      const stack = await startLocalStack({
        port: 0,
        memory: true,
        reuse: false,
        rateLimits: false,
        env: {
          NEWS_WEBHOOK_URL: `http://127.0.0.1:${(webhook.address() as AddressInfo).port}/hook`,
        },
      });
      const sites = await Promise.all(
        [0, 1].map(() => startPrivateSite({ stackUrl: stack.url, anonKey: stack.anonKey })),
      );
      await provide({ stack, hosts: [sites[0]!.url, sites[1]!.url], posted });
      await Promise.all(sites.map((site) => site.close()));
      await stack.stop();
      webhook.closeAllConnections();
      await new Promise((resolve) => webhook.close(resolve));
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ content }, provide) => provide(content.hosts[0]),
});
test.describe.configure({ mode: 'serial' });

const main = (page: Page) => page.getByRole('main');

/** A REST call to the private stack as `who` (a seeded account) or the service role. */
async function rest(
  stack: Stack,
  path: string,
  init: RequestInit & { as?: keyof typeof ACCOUNTS | 'service' } = {},
) {
  let token = stack.serviceRoleKey!;
  if (init.as && init.as !== 'service') {
    const signIn = await fetch(`${stack.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify(ACCOUNTS[init.as]),
    });
    token = ((await signIn.json()) as { access_token: string }).access_token;
  }
  return fetch(`${stack.url}/rest/v1/${path}`, {
    ...init,
    headers: {
      apikey: init.as && init.as !== 'service' ? stack.anonKey : stack.serviceRoleKey!,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      ...init.headers,
    },
  });
}

/** The page's HTML as the host sends it (no browser, no script). */
const html = async (host: string, path: string) => (await fetch(`${host}${path}`)).text();

const NEW_RULE = `Be kind in every realm ${Date.now().toString(36)}.`;
const ORIGINAL_RULE =
  'No harassment, hate speech, threats or discrimination, in chat or in builds.';

test('an editor edits a rule; the HTML of /rules on both hosts shows it within 5 s', async ({
  page,
  content,
}) => {
  await signInAs(page, 'editor');
  await page.goto('/admin/content/rules');
  await expect(pageHeading(page)).toHaveText('Rules');
  await main(page).getByRole('button', { name: 'Edit Respect every player' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit rule' });
  await dialog.getByLabel('Description').fill(NEW_RULE);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The rule was saved.')).toBeVisible();
  // The freshness bound: the next request to either host within 5 s.
  await expect
    .poll(async () => (await Promise.all(content.hosts.map((h) => html(h, '/rules')))).join(), {
      timeout: 5_000,
      intervals: [250],
    })
    .toMatch(new RegExp(`${NEW_RULE}[\\s\\S]*${NEW_RULE}`));
});

test('the editor restores the rule as it was, from its versions', async ({ page }) => {
  await signInAs(page, 'editor');
  await page.goto('/admin/content/rules');
  await main(page).getByRole('button', { name: 'Versions of Respect every player' }).click();
  const dialog = page.getByRole('dialog', { name: /Versions of/ });
  await dialog.getByRole('button', { name: 'Compare' }).last().click();
  // The description, word by word: what the version had struck through, what came since marked.
  const comparison = dialog.getByRole('region', { name: 'Comparison with the version now' });
  await expect(comparison).toContainText('Description');
  await expect(comparison.locator('del').first()).toContainText('No');
  await expect(comparison.locator('ins').first()).toContainText('Be');
  await dialog.getByRole('button', { name: 'Restore this version' }).click();
  await expect(page.getByText('The earlier version of the rule is back.')).toBeVisible();
  await page.goto('/rules');
  await expect(main(page).getByText(ORIGINAL_RULE)).toBeVisible();
});

test('the editor adds a staff member, shown on /staff', async ({ page }) => {
  await signInAs(page, 'editor');
  await page.goto('/admin/content/staff-members');
  await main(page).getByRole('button', { name: 'Add staff member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add staff member' });
  // The form says what is wrong, in the database's limits, and keeps what was typed.
  await dialog.getByLabel('Name', { exact: true }).fill('Heimdall');
  await dialog.getByLabel('Rank').selectOption('Moderator');
  await dialog.getByLabel('Description').fill('Watches the Bifrost and the chat.');
  await dialog.getByLabel('Game name', { exact: true }).fill('Hei mdall!');
  await dialog.getByRole('button', { name: 'Add staff member' }).click();
  await expect(
    dialog.getByText('Game name must be 3–16 letters, digits or underscores.'),
  ).toBeVisible();
  await dialog.getByLabel('Game name', { exact: true }).fill('Heimdall_Watch');
  await dialog.getByLabel('Chat tag (optional)').fill('heimdall.watch');
  await dialog.getByRole('button', { name: 'Add staff member' }).click();
  await expect(page.getByText('The staff member was added.')).toBeVisible();
  await page.goto('/staff');
  const heimdall = main(page).getByRole('article', { name: 'Heimdall' });
  await expect(heimdall).toBeVisible();
  // His bans and warnings come from the record: the seed has punishments by Heimdall_Watch.
  await heimdall.getByRole('button', { name: 'View Stats' }).click();
  await expect(heimdall.getByLabel('Stats')).toContainText('Bans');
});

test('the editor writes an article with its preview and opens it at its own address', async ({
  page,
}) => {
  await signInAs(page, 'editor');
  await page.goto('/admin/content/wiki-articles');
  await main(page).getByRole('button', { name: 'Add wiki article' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add wiki article' });
  await dialog.getByLabel('Title').fill('Sailing to Vanaheim');
  await expect(dialog.getByLabel('Address')).toHaveValue('sailing-to-vanaheim');
  await dialog
    .getByLabel('Text')
    .fill('# The crossing\n\nTake a **longship** and read [the rules](/rules).');
  // The live preview is the page's own Markdown.
  const preview = dialog.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: /The crossing/ })).toBeVisible();
  await dialog.getByLabel('Status').selectOption('published');
  await dialog.getByRole('button', { name: 'Add wiki article' }).click();
  await expect(page.getByText('The wiki article was added.')).toBeVisible();
  await page.goto('/wiki/sailing-to-vanaheim');
  await expect(pageHeading(page)).toHaveText('Sailing to Vanaheim');
  await expect(main(page).getByRole('heading', { name: /The crossing/ })).toHaveAttribute(
    'id',
    'the-crossing',
  );
  await main(page).getByRole('link', { name: 'the rules' }).click();
  await expect(pageHeading(page)).toHaveText('Server Rules');
});

test('the editor publishes a post, and schedules another that appears at its time', async ({
  page,
  content,
}) => {
  await signInAs(page, 'editor');
  await page.goto('/admin/content/news-posts');
  const write = async (title: string, publishAt?: Date) => {
    await main(page).getByRole('button', { name: 'Add post' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add post' });
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Text').fill(`All about **${title}**.`);
    await dialog.getByLabel('Status').selectOption('published');
    if (publishAt) {
      const pad = (n: number) => String(n).padStart(2, '0');
      const local = `${publishAt.getFullYear()}-${pad(publishAt.getMonth() + 1)}-${pad(publishAt.getDate())}T${pad(publishAt.getHours())}:${pad(publishAt.getMinutes())}`;
      await dialog.getByLabel('Publish at (optional)').fill(local);
    }
    await dialog.getByRole('button', { name: 'Add post' }).click();
    await expect(page.getByText('The post was added.')).toBeVisible();
  };
  await write('Midsummer feast');
  // Minutes are what the form takes: the next whole minute, at least 20 s away.
  const next = new Date(Math.ceil((Date.now() + 20_000) / 60_000) * 60_000);
  await write('Ragnarok rehearsal', next);
  await expect(main(page).getByText(/^Scheduled for/)).toBeVisible();

  await page.goto('/news');
  await expect(main(page).getByRole('link', { name: 'Midsummer feast' })).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'Ragnarok rehearsal' })).toHaveCount(0);
  // The chat was told once, by the back office, as the post went out.
  await expect
    .poll(() => content.posted.map((body) => body.embeds[0]!.title))
    .toContain('Midsummer feast');

  // Its time comes with nobody at the keyboard: the page's next HTML has it.
  await expect
    .poll(async () => html(content.hosts[1], '/news'), { timeout: 120_000, intervals: [2_000] })
    .toContain('Ragnarok rehearsal');
  await page.goto('/news');
  await expect(main(page).getByRole('link', { name: 'Ragnarok rehearsal' })).toBeVisible();
  expect(await html(content.hosts[0], '/news/feed.xml')).toContain(
    '<title>Ragnarok rehearsal</title>',
  );
});

test('a moderator cannot edit content', async ({ page, content }) => {
  await signInAs(page, 'moderator');
  await page.goto('/admin/content/rules');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin');
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link', { name: 'Punishments' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Content' })).toHaveCount(0);
  const refused = await rest(content.stack, 'rules?title=eq.No%20griefing', {
    as: 'moderator',
    method: 'PATCH',
    headers: { prefer: 'return=representation' },
    body: JSON.stringify({ description: 'Anything goes.' }),
  });
  expect(await refused.json()).toEqual([]);
});

test('an editor cannot grant roles', async ({ page, content }) => {
  await signInAs(page, 'editor');
  await page.goto('/admin');
  await expect(pageHeading(page)).toHaveText('Admin Dashboard');
  await expect(page.getByRole('region', { name: 'User Management' })).toHaveCount(0);
  const roles = (await (await rest(content.stack, 'roles?select=id,name')).json()) as {
    id: string;
    name: string;
  }[];
  const admin = roles.find((role) => role.name === 'admin')!;
  const refused = await rest(content.stack, 'user_roles', {
    as: 'editor',
    method: 'POST',
    body: JSON.stringify({ user_id: 'a0000000-0000-4000-8000-000000000003', role_id: admin.id }),
  });
  expect(refused.status).toBe(403);
});

test('each change is in the audit log, with the editor who made it', async ({ page, content }) => {
  const entries = (await (
    await rest(content.stack, 'admin_audit_log?select=action,actor_email,target_label&order=id')
  ).json()) as { action: string; actor_email: string; target_label: string }[];
  const byEditor = entries.filter((entry) => entry.actor_email === ACCOUNTS.editor.email);
  expect(byEditor.map((entry) => `${entry.action} ${entry.target_label}`)).toEqual(
    expect.arrayContaining([
      'content.updated Respect every player',
      'content.restored Respect every player',
      'content.created Heimdall',
      'content.created Sailing to Vanaheim',
      'content.created Midsummer feast',
      'content.created Ragnarok rehearsal',
    ]),
  );
  // An admin reads it on the dashboard.
  await signInAs(page, 'admin');
  await page.goto('/admin');
  const log = page.getByRole('region', { name: 'Audit Log' });
  await expect(log.getByText('Added post "Ragnarok rehearsal"')).toBeVisible();
});

test('Markdown attacks render inert, on the server and in the browser', async ({
  page,
  content,
}) => {
  const attack = [
    '<script>window.pwned = 1</script>',
    '<img src=x onerror="window.pwned = 1">',
    '<iframe src="https://evil.example"></iframe>',
    '<svg onload="window.pwned = 1"></svg>',
    '[js](javascript:window.pwned=1) [data](data:text/html;base64,PHNjcmlwdD4=)',
    '![pixel](https://evil.example/pixel.png)',
  ].join('\n\n');
  const [category] = (await (
    await rest(content.stack, 'wiki_categories?select=id&limit=1')
  ).json()) as {
    id: number;
  }[];
  const created = await rest(content.stack, 'wiki_articles', {
    as: 'editor',
    method: 'POST',
    body: JSON.stringify({
      category_id: category!.id,
      title: 'Attack article',
      slug: 'attack-article',
      body: attack,
      status: 'published',
    }),
  });
  expect(created.status).toBe(201);

  const served = await html(content.hosts[0], '/wiki/attack-article');
  const article = /<main\b[^>]*>(.*)<\/main>/s.exec(served)?.[1] ?? '';
  expect(article).toContain('Attack article');
  expect(article).not.toMatch(/<script|<iframe|<svg|\son\w+=|javascript:|data:text|evil\.example/i);

  const outside: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('evil.example')) outside.push(request.url());
  });
  page.on('dialog', (dialog) => void dialog.dismiss());
  await page.goto('/wiki/attack-article');
  await expect(pageHeading(page)).toHaveText('Attack article');
  await expect(main(page).getByText('js', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
  expect(await main(page).locator('script, iframe, svg[onload], img[src*="evil"]').count()).toBe(0);
  expect(outside).toEqual([]);
});
