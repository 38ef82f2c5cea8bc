// Public names (issue 28, finding 2): what others see of a member is the public name the member
// chose, 'Anonymous' before that or while their privacy is 'private' — in the bid log, on the
// listing and in the chat notice — and never the account's username (from the e-mail).
import { randomUUID } from 'node:crypto';
import { GAME_NAME_LENGTH, PUBLIC_NAME_ERRORS } from '../../../../shared/src/lib/player-names';
import { anonClient, createTestUser, serviceClient, withDb, type TestUser } from '../helpers';
import {
  choosePublicName,
  createListing,
  linkGameAccount,
  must,
  uniquePublicName,
} from './fixtures';

const anon = anonClient();

/** What a visitor sees of a member's bid: the log's bidder and the listing's highest bidder. */
async function publicBidder(listingId: number) {
  const log = must(
    await anon.from('auction_logs').select('bidder').eq('listing_id', listingId),
    'log',
  ) as { bidder: string }[];
  const live = must(
    await anon.from('auction_listings_live').select('highest_bidder').eq('id', listingId).single(),
    'listing',
  ) as { highest_bidder: string };
  return { log: log.map((row) => row.bidder), highest: live.highest_bidder };
}

async function bid(member: TestUser, amount = 1_500) {
  await linkGameAccount(member);
  const listing = await createListing({ starting_bid: 1_000 });
  must(await member.client.rpc('place_bid', { p_listing_id: listing.id, p_amount: amount }), 'bid');
  return listing.id;
}

async function ownProfile(member: TestUser) {
  return must(
    await member.client
      .from('profiles')
      .select('username, public_name, minecraft_username')
      .eq('id', member.user.id)
      .single(),
    'profile',
  ) as { username: string; public_name: string | null; minecraft_username: string | null };
}

async function update(member: TestUser, values: Record<string, unknown>) {
  return member.client.from('profiles').update(values).eq('id', member.user.id);
}

it('a new member bids as Anonymous; the username stays theirs alone', async () => {
  const member = await createTestUser();
  const listingId = await bid(member);
  expect(await publicBidder(listingId)).toEqual({ log: ['Anonymous'], highest: 'Anonymous' });
  // The member's own page still has the spec's username, from the e-mail.
  expect(await ownProfile(member)).toMatchObject({
    username: member.email.split('@')[0],
    public_name: null,
  });
  const other = await createTestUser();
  expect(
    must(await other.client.from('profiles').select('username').eq('id', member.user.id), 'read'),
  ).toEqual([]);
});

it('choosing a public name shows it on the member’s bids, earlier ones too', async () => {
  const member = await createTestUser();
  const listingId = await bid(member);
  const name = await choosePublicName(member);
  expect(await publicBidder(listingId)).toEqual({ log: [name], highest: name });
  const later = await bid(member);
  expect(await publicBidder(later)).toEqual({ log: [name], highest: name });
});

it('privacy "private" shows the member as Anonymous everywhere; "public" shows the name again', async () => {
  const member = await createTestUser();
  const name = await choosePublicName(member);
  const listingId = await bid(member);
  must(await update(member, { privacy_setting: 'private' }), 'private');
  expect(await publicBidder(listingId)).toEqual({ log: ['Anonymous'], highest: 'Anonymous' });
  const privateBid = await bid(member);
  expect(await publicBidder(privateBid)).toEqual({ log: ['Anonymous'], highest: 'Anonymous' });
  must(await update(member, { privacy_setting: 'public' }), 'public');
  expect(await publicBidder(listingId)).toEqual({ log: [name], highest: name });
});

it('an unverified game name (accounts made before game links) becomes the public name when none was chosen', async () => {
  // Members no longer type a game name: only accounts made before hold one, as the service sets it.
  const setGameName = (member: TestUser, name: string) =>
    serviceClient().from('profiles').update({ minecraft_username: name }).eq('id', member.user.id);
  const member = await createTestUser();
  const gameName = uniquePublicName('G');
  must(await setGameName(member, gameName), 'game name');
  expect(await ownProfile(member)).toMatchObject({ public_name: gameName });

  // A chosen public name is kept when the game name changes.
  const chosen = await choosePublicName(member);
  must(await setGameName(member, uniquePublicName('G')), 'new game name');
  expect(await ownProfile(member)).toMatchObject({ public_name: chosen });

  // Another member's public name is not taken over as a default.
  const late = await createTestUser();
  must(await setGameName(late, chosen), 'same game name');
  expect(await ownProfile(late)).toMatchObject({ minecraft_username: chosen, public_name: null });
});

describe('the database refuses a public name', () => {
  let member: TestUser;
  beforeAll(async () => {
    member = await createTestUser();
  });

  it.each([
    ['erik.larsson', PUBLIC_NAME_ERRORS.badCharacters],
    ['ab', PUBLIC_NAME_ERRORS.tooShort],
    ['a'.repeat(17), PUBLIC_NAME_ERRORS.tooLong],
  ])('%p: %s', async (name, message) => {
    const { error, status } = await update(member, { public_name: name });
    expect({ status, code: error?.code, message: error?.message }).toEqual({
      status: 400,
      code: '23514',
      message,
    });
    expect(await ownProfile(member)).toMatchObject({ public_name: null });
  });

  it("over the limit the settings form states: one limit, the database's", async () => {
    const { rows } = await withDb((db) =>
      db.query<{ definition: string }>(
        `select pg_get_constraintdef(oid) as definition from pg_constraint
         where conname = 'profiles_public_name_format'`,
      ),
    );
    expect(rows[0]?.definition).toContain(`{${GAME_NAME_LENGTH.min},${GAME_NAME_LENGTH.max}}`);
    const longest = `Pn${randomUUID().replace(/-/g, '')}`.slice(0, GAME_NAME_LENGTH.max);
    must(await update(member, { public_name: longest }), 'the longest name');
    must(await update(member, { public_name: null }), 'cleared');
  });

  it('another member has, in any case', async () => {
    const owner = await createTestUser();
    const name = await choosePublicName(owner);
    const { error, status } = await update(member, { public_name: name.toUpperCase() });
    expect({ status, code: error?.code, message: error?.message }).toEqual({
      status: 409,
      code: '23505',
      message: PUBLIC_NAME_ERRORS.taken,
    });
  });

  it('for someone else’s profile (row-level security)', async () => {
    const victim = await createTestUser();
    const { data } = await member.client
      .from('profiles')
      .update({ public_name: uniquePublicName() })
      .eq('id', victim.user.id)
      .select('id');
    expect(data).toEqual([]);
    const row = must(
      await serviceClient()
        .from('profiles')
        .select('public_name')
        .eq('id', victim.user.id)
        .single(),
      'victim',
    );
    expect(row).toEqual({ public_name: null });
  });
});
