// The auctions in their people's languages (issue 40, migration 20261128100000): the winner's
// mail is written in the language the winner chose (profiles.language), English when none, and
// links to My Auctions in that language. (The chat's language: auction.test.ts, beside the other
// webhook tests, since it is one setting of the whole site.)
import { serviceClient, withDb } from '../helpers';
import { createActors, createBidder, must, type Actors } from './fixtures';

const service = serviceClient();
let actors: Actors;

beforeAll(async () => {
  actors = await createActors();
});

interface QueuedMail {
  subject: string;
  body_text: string;
  body_html: string;
  link_path: string | null;
  language: string;
}

/** An ended listing of a fresh item, won by `winner` with a bid of `amount`, then settled. */
async function winAuction(winner: Awaited<ReturnType<typeof createBidder>>, amount: number) {
  const prize = `Brisingamen <${Math.random().toString(36).slice(2, 8)}>`;
  const item = must(
    await actors.admin.client
      .from('items')
      .insert({ name: prize, rarity: 'Legendary', tier: 'S', category: 'armor' })
      .select('id')
      .single(),
    'item',
  ) as { id: number };
  const listing = must(
    await actors.admin.client
      .rpc('admin_create_listing', {
        p_item_id: item.id,
        p_seller: 'Freyja',
        p_starting_bid: 10_000_000,
        p_duration_minutes: 60,
      })
      .single(),
    'listing',
  ) as { id: number };
  must(await winner.client.rpc('place_bid', { p_listing_id: listing.id, p_amount: amount }), 'bid');
  must(
    await service
      .from('auction_listings')
      .update({ end_time: new Date(Date.now() - 1_000).toISOString() })
      .eq('id', listing.id),
    'end it',
  );
  must(await actors.anon.rpc('settle_auctions'), 'settle');
  // Read where the database queued it: claiming would take other tests' mail too.
  const mails = await withDb(async (db) => {
    const { rows } = await db.query<QueuedMail>(
      `select subject, body_text, body_html, link_path, language
       from private.outgoing_emails where to_address = $1 and subject like $2`,
      [winner.email, `%${prize}%`],
    );
    return rows;
  });
  return { prize, mails, listingId: listing.id };
}

it("writes the winner's mail in Swedish for a member who chose Swedish", async () => {
  const winner = await createBidder();
  must(
    await winner.client.from('profiles').update({ language: 'sv' }).eq('id', winner.user.id),
    'choose Swedish',
  );
  const { prize, mails, listingId } = await winAuction(winner, 12_500_001);
  expect(mails).toEqual([
    {
      subject: `Du vann ${prize} på Norsecrafts auktionshus`,
      body_text:
        `Du vann ${prize} för 1\u00a0250g 1c. Föremålet lämnas över till din spelkaraktär på ` +
        'servern; dina auktioner finns under Mina auktioner på webbplatsen.',
      body_html: expect.stringContaining('<strong>Brisingamen &lt;'),
      link_path: `/sv/my-auctions#listing-${listingId}`,
      language: 'sv',
    },
  ]);
  expect(mails[0]!.body_html).toContain('för 1\u00a0250g 1c.</p><p>Föremålet');
});

it('writes it in English, as before, for a member who chose none (the default)', async () => {
  const winner = await createBidder();
  const { prize, mails, listingId } = await winAuction(winner, 12_500_001);
  expect(mails).toEqual([
    {
      subject: `You won ${prize} at the Norsecraft auction house`,
      body_text:
        `You won ${prize} for 1,250g 1c. The item is handed over to your game character on ` +
        'the server; your auctions are under My Auctions on the site.',
      body_html: expect.stringContaining('for 1,250g 1c.</p>'),
      link_path: `/my-auctions#listing-${listingId}`,
      language: 'en',
    },
  ]);
});

it('hands the language to the sender with each claimed mail', async () => {
  // The claim's answer names its columns: the sender reads `language` from it.
  const columns = await withDb(async (db) => {
    const { rows } = await db.query<{ result: string }>(
      `select pg_get_function_result('public.claim_outgoing_emails(integer)'::regprocedure)
         as result`,
    );
    return rows[0]!.result;
  });
  expect(columns).toContain('language text');
});
