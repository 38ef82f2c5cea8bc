// News (issue 36): a post is public once published and its time has come (a scheduled one shows
// by itself at its time), its author is the editor under their public name, and the chat is told
// once per post by the news-notify function, whatever calls it (a failed post is told later).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import handler from '../../../functions/news-notify/handler';
import {
  anonKey,
  createTestUser,
  serviceClient,
  serviceRoleKey,
  stackUrl,
  withDb,
} from '../helpers';
import { choosePublicName, must, roleId } from './fixtures';

const service = serviceClient();

const slug = () => `post-${randomUUID().slice(0, 8)}`;

// The posts written here go: the pages' tests read the seed's newest posts.
afterAll(async () => {
  must(await service.from('news_posts').delete().like('slug', 'post-%'), 'clean up');
});

async function editor() {
  const person = await createTestUser();
  must(
    await service
      .from('user_roles')
      .insert({ user_id: person.user.id, role_id: await roleId('editor') }),
    'grant editor',
  );
  return person;
}

describe('who sees a post', () => {
  it('nobody but editors before it is published or before its time', async () => {
    const writer = await editor();
    const name = await choosePublicName(writer);
    const [draft, scheduled, live] = [slug(), slug(), slug()];
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
    must(
      await writer.client.from('news_posts').insert(
        [
          { title: 'Draft', slug: draft, body: 'Soon.' },
          {
            title: 'Scheduled',
            slug: scheduled,
            body: 'Later.',
            status: 'published',
            published_at: inAnHour,
          },
          { title: 'Live', slug: live, body: 'Now.', status: 'published' },
        ],
        { defaultToNull: false },
      ),
      'posts',
    );
    const visible = async (client = serviceClient()) =>
      (
        must(
          await client.from('news_posts').select('slug').in('slug', [draft, scheduled, live]),
          'read',
        ) as { slug: string }[]
      ).map((row) => row.slug);
    const anon = (await createTestUser()).client;
    expect(await visible(anon)).toEqual([live]);
    expect((await visible(writer.client)).sort()).toEqual([draft, scheduled, live].sort());

    const post = must(
      await service
        .from('news_posts')
        .select('author_name, published_at')
        .eq('slug', live)
        .single(),
      'live post',
    ) as { author_name: string; published_at: string };
    expect(post.author_name).toBe(name);
    expect(Date.now() - Date.parse(post.published_at)).toBeLessThan(60_000);

    // Its time comes: the database's clock moved past it (the post moved back an hour).
    await withDb((db) =>
      db.query(
        "update public.news_posts set published_at = now() - interval '1 second' where slug = $1",
        [scheduled],
      ),
    );
    expect((await visible(anon)).sort()).toEqual([scheduled, live].sort());
  });

  it('refuses a post to members and moderators, and one without a title', async () => {
    const member = await createTestUser();
    const { error } = await member.client
      .from('news_posts')
      .insert({ title: 'Mine', slug: slug(), body: 'x' });
    expect(error?.message).toMatch(/row-level security/);
    const writer = await editor();
    const empty = await writer.client
      .from('news_posts')
      .insert({ title: ' ', slug: slug(), body: 'x' });
    expect(empty.error?.code).toBe('23514');
  });
});

describe('news-notify', () => {
  let server: http.Server;
  let url = '';
  const bodies: { embeds: { title: string }[] }[] = [];
  let status = 204;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        bodies.push(JSON.parse(body));
        res.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const notify = async (webhook: string | undefined = url) => {
    const res = await handler(
      new Request('http://localhost/functions/v1/news-notify', { method: 'POST' }),
      {
        SUPABASE_URL: stackUrl(),
        SUPABASE_ANON_KEY: anonKey(),
        SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey(),
        NEWS_WEBHOOK_URL: webhook,
        SITE_URL: 'https://norsecraft.example',
      },
    );
    return (await res.json()) as { posted: number; failed?: number; reason?: string };
  };
  const titlesPosted = () => bodies.map((body) => body.embeds[0]!.title);

  it('tells the chat once per post that went live, and a scheduled one at its time', async () => {
    // Posts other tests left live are told first (oldest first, a few a call): tell them now.
    for (let told = await notify(); told.posted > 0; told = await notify()) bodies.length = 0;
    const writer = await editor();
    const now = `Now ${randomUUID().slice(0, 6)}`;
    const later = `Later ${randomUUID().slice(0, 6)}`;
    const laterSlug = slug();
    must(
      await writer.client.from('news_posts').insert(
        [
          { title: now, slug: slug(), body: 'Out now.', status: 'published' },
          {
            title: later,
            slug: laterSlug,
            body: 'Out later.',
            status: 'published',
            published_at: new Date(Date.now() + 3_600_000).toISOString(),
          },
        ],
        { defaultToNull: false },
      ),
      'posts',
    );
    await notify();
    await notify();
    expect(titlesPosted().filter((title) => title === now)).toHaveLength(1);
    expect(titlesPosted()).not.toContain(later);
    await withDb((db) =>
      db.query(
        "update public.news_posts set published_at = now() - interval '1 second' where slug = $1",
        [laterSlug],
      ),
    );
    await notify();
    expect(titlesPosted()).toContain(later);
  });

  it('tells a post again later when the chat refused it, and nothing without a webhook', async () => {
    const writer = await editor();
    const title = `Retry ${randomUUID().slice(0, 6)}`;
    must(
      await writer.client
        .from('news_posts')
        .insert({ title, slug: slug(), body: 'x', status: 'published' }),
      'post',
    );
    expect(await notify('')).toEqual({ posted: 0, reason: 'not configured' });
    status = 500;
    expect((await notify()).failed).toBeGreaterThanOrEqual(1);
    status = 204;
    await notify();
    expect(titlesPosted().filter((posted) => posted === title)).toHaveLength(2);
  });

  it('is the service role’s alone to claim posts', async () => {
    const member = await createTestUser();
    const { error } = await member.client.rpc('claim_news_notifications');
    expect(error?.code).toBe('42501');
  });
});
