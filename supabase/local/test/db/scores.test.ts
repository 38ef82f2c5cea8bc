// Leaderboards and clicker saves against the attacks of issue 14 item 3: scores go in only
// through submit_score (one per call, capped by the game's rules and the time played, at least 1,
// rate-limited, under a name no other signed-in player has used), and the save functions cap
// every value, array and text they take.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { anonClient, anonKey, createTestUser, serviceClient, stackUrl, withDb } from '../helpers';
import { SCORE_ERRORS } from '../../../../shared/src/lib/database-rules';
import { must } from './fixtures';

const service = serviceClient();
const anon = anonClient();
type Game = 'elder_clicker' | 'flappy_steve';
const TABLE: Record<Game, string> = {
  elder_clicker: 'elder_clicker_scores',
  flappy_steve: 'flappy_steve_scores',
};

/** A name no other test uses (names are rate-limited and can be claimed). */
const uniqueName = () => `p${randomUUID().slice(0, 12)}`;

async function rowsNamed(game: Game, username: string) {
  return must(
    await service.from(TABLE[game]).select('username, score').eq('username', username),
    'scores',
  ) as { username: string; score: number }[];
}

/** A guest with a clicker save (the clicker's "run") and its key. */
async function clickerGuest() {
  const key = randomUUID();
  must(await anon.rpc('get_guest_clicker_save', { p_save_key: key }), 'guest save');
  return key;
}

async function startRun(client: SupabaseClient, guestKey?: string): Promise<string> {
  const { data, error } = await client.rpc('start_game_run', {
    p_game: 'flappy_steve',
    ...(guestKey ? { p_guest_key: guestKey } : {}),
  });
  if (error) throw new Error(`start_game_run: ${error.message}`);
  return data as string;
}

function submit(
  client: SupabaseClient,
  args: { game: Game; username: string; score: number | string; guestKey?: string; runId?: string },
) {
  return client.rpc('submit_score', {
    p_game: args.game,
    p_username: args.username,
    p_score: args.score,
    ...(args.guestKey ? { p_guest_key: args.guestKey } : {}),
    ...(args.runId ? { p_run_id: args.runId } : {}),
  });
}

describe('the score tables', () => {
  it.each(['elder_clicker_scores', 'flappy_steve_scores'])(
    '%s refuse direct inserts from anyone, one row or 2,000',
    async (table) => {
      const member = await createTestUser();
      const username = uniqueName();
      const bulk = Array.from({ length: 2_000 }, (_, i) => ({ username, score: i + 1 }));
      for (const client of [anon, member.client]) {
        for (const rows of [{ username, score: 5 }, bulk]) {
          const { error, status } = await client.from(table).insert(rows);
          expect(status).toBe(client === anon ? 401 : 403);
          expect(error).toMatchObject({ code: '42501' });
        }
      }
      expect(
        await rowsNamed(table.startsWith('elder') ? 'elder_clicker' : 'flappy_steve', username),
      ).toEqual([]);
    },
  );

  it('are still readable by everyone for the top 10', async () => {
    const { data, error } = await anon
      .from('elder_clicker_scores')
      .select('username, score')
      .order('score', { ascending: false })
      .limit(10);
    expect(error).toBeNull();
    const scores = data!.map((r) => r.score as number);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });
});

describe("the boards tell members from guests and mark the reader's rows (issue 41, item 21)", () => {
  interface BoardRow {
    id: number;
    username: string;
    score: number;
    by_member: boolean;
    is_mine: boolean;
  }
  const board = async (client: SupabaseClient) =>
    must(await client.rpc('leaderboard', { p_game: 'flappy_steve' }), 'board') as BoardRow[];

  it('a member’s score is recorded as theirs, a guest’s as a guest’s; nobody reads whose', async () => {
    const member = await createTestUser();
    const other = await createTestUser();
    const memberName = uniqueName();
    const guestName = uniqueName();
    const guestKey = randomUUID();
    must(
      await submit(member.client, {
        game: 'flappy_steve',
        username: memberName,
        score: 1,
        runId: await startRun(member.client),
      }),
      'member score',
    );
    must(
      await submit(anon, {
        game: 'flappy_steve',
        username: guestName,
        score: 1,
        guestKey,
        runId: await startRun(anon, guestKey),
      }),
      'guest score',
    );
    // Lifted to the top of the board, so the top 10 shows both (only the service role can).
    for (const [username, score] of [
      [memberName, 9e15],
      [guestName, 9e15 - 1],
    ] as const) {
      must(
        await service.from(TABLE.flappy_steve).update({ score }).eq('username', username),
        'lift',
      );
    }

    const seenBy = async (client: SupabaseClient) => {
      const rows = await board(client);
      expect(rows[0]).not.toHaveProperty('user_id');
      return rows
        .filter((row) => [memberName, guestName].includes(row.username))
        .map(({ username, by_member, is_mine }) => ({ username, by_member, is_mine }));
    };
    expect(await seenBy(member.client)).toEqual([
      { username: memberName, by_member: true, is_mine: true },
      { username: guestName, by_member: false, is_mine: false },
    ]);
    for (const client of [other.client, anon]) {
      expect(await seenBy(client)).toEqual([
        { username: memberName, by_member: true, is_mine: false },
        { username: guestName, by_member: false, is_mine: false },
      ]);
    }
    for (const client of [anon, member.client]) {
      const { error } = await client.from(TABLE.flappy_steve).select('user_id').limit(1);
      expect(error?.code).toBe('42501');
    }
  });

  it('answers only for its two games', async () => {
    const { error } = await anon.rpc('leaderboard', { p_game: 'profiles' });
    expect(error?.message).toBe('Unknown game');
  });
});

describe('submit_score', () => {
  it('stores one trimmed score per call and returns it', async () => {
    const key = await clickerGuest();
    const username = uniqueName();
    const { data, error } = await submit(anon, {
      game: 'elder_clicker',
      username: `  ${username}  `,
      score: 42,
      guestKey: key,
    });
    expect(error).toBeNull();
    expect(data).toEqual([{ id: expect.any(Number), username, score: 42 }]);
    expect(await rowsNamed('elder_clicker', username)).toEqual([{ username, score: 42 }]);
  });

  it('takes one score per request, also when sent an array', async () => {
    const key = await clickerGuest();
    const username = uniqueName();
    const body = Array.from({ length: 50 }, () => ({
      p_game: 'elder_clicker',
      p_username: username,
      p_score: 7,
      p_guest_key: key,
    }));
    await fetch(`${stackUrl()}/rest/v1/rpc/submit_score`, {
      method: 'POST',
      headers: { apikey: anonKey(), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect((await rowsNamed('elder_clicker', username)).length).toBeLessThanOrEqual(1);
  });

  it.each([
    ['9.2e18', '9200000000000000000', SCORE_ERRORS.impossible],
    ['a score the clicker cannot reach in a second', 1_000_000, SCORE_ERRORS.impossible],
    ['0', 0, SCORE_ERRORS.notPositive],
    ['a negative score', -5, SCORE_ERRORS.notPositive],
  ])('refuses %s on the clicker board', async (_what, score, message) => {
    const key = await clickerGuest();
    const username = uniqueName();
    const { error, status } = await submit(anon, {
      game: 'elder_clicker',
      username,
      score,
      guestKey: key,
    });
    expect(status).toBe(400);
    expect(error?.message).toBe(message);
    expect(await rowsNamed('elder_clicker', username)).toEqual([]);
  });

  it.each([
    ['', SCORE_ERRORS.noName],
    ['    ', SCORE_ERRORS.noName],
    ['x'.repeat(21), SCORE_ERRORS.nameTooLong],
  ])('refuses the name %p', async (username, message) => {
    const key = await clickerGuest();
    const { error } = await submit(anon, {
      game: 'elder_clicker',
      username,
      score: 3,
      guestKey: key,
    });
    expect(error?.message).toBe(message);
  });

  it('needs a guest key from a guest, and a save for the clicker', async () => {
    const username = uniqueName();
    const noKey = await submit(anon, { game: 'elder_clicker', username, score: 3 });
    expect(noKey.error?.message).toMatch(/^Playing as a guest needs a guest key/);
    const noSave = await submit(anon, {
      game: 'elder_clicker',
      username,
      score: 3,
      guestKey: randomUUID(),
    });
    expect(noSave.error?.message).toBe(SCORE_ERRORS.noSave);
    expect(await rowsNamed('elder_clicker', username)).toEqual([]);
  });

  describe('Flappy Steve: at most 1 + one point per 2.5 s since the game started', () => {
    it('accepts 1 at once, refuses 2 until 2.5 s have passed, and each game once', async () => {
      const key = randomUUID();
      const username = uniqueName();
      const early = await startRun(anon, key);
      const two = await submit(anon, {
        game: 'flappy_steve',
        username,
        score: 2,
        guestKey: key,
        runId: early,
      });
      expect(two.error?.message).toBe(SCORE_ERRORS.impossible);
      const one = await submit(anon, {
        game: 'flappy_steve',
        username,
        score: 1,
        guestKey: key,
        runId: early,
      });
      expect(one.error).toBeNull();
      const again = await submit(anon, {
        game: 'flappy_steve',
        username,
        score: 1,
        guestKey: key,
        runId: early,
      });
      expect(again.error?.message).toBe(SCORE_ERRORS.runUsed);

      const played = await startRun(anon, key);
      // Game time, not a timing assertion: the server's clock must have moved 2.5 s.
      await new Promise((resolve) => setTimeout(resolve, 2_600));
      const later = await submit(anon, {
        game: 'flappy_steve',
        username,
        score: 2,
        guestKey: key,
        runId: played,
      });
      expect(later.error).toBeNull();
      expect(await rowsNamed('flappy_steve', username)).toEqual([
        { username, score: 1 },
        { username, score: 2 },
      ]);
    });

    it("refuses a made-up game or someone else's", async () => {
      const username = uniqueName();
      const key = randomUUID();
      const made = await submit(anon, {
        game: 'flappy_steve',
        username,
        score: 1,
        guestKey: key,
        runId: randomUUID(),
      });
      expect(made.error?.message).toBe(SCORE_ERRORS.runUsed);
      const theirs = await startRun(anon, randomUUID());
      const stolen = await submit(anon, {
        game: 'flappy_steve',
        username,
        score: 1,
        guestKey: key,
        runId: theirs,
      });
      expect(stolen.error?.message).toBe(SCORE_ERRORS.runUsed);
      expect(await rowsNamed('flappy_steve', username)).toEqual([]);
    });
  });

  describe('names', () => {
    it("keeps a signed-in player's name theirs, whatever the case", async () => {
      const owner = await createTestUser();
      const username = uniqueName();
      // The owner's own clicker save (signed in: by user id).
      must(await owner.client.from('clicker_saves').insert({ user_id: owner.user.id }), 'save');
      expect(
        (await submit(owner.client, { game: 'elder_clicker', username, score: 5 })).error,
      ).toBeNull();

      const key = await clickerGuest();
      const asGuest = await submit(anon, {
        game: 'elder_clicker',
        username: username.toUpperCase(),
        score: 99,
        guestKey: key,
      });
      expect(asGuest.error?.message).toBe(SCORE_ERRORS.nameTaken);
      const other = await createTestUser();
      must(await other.client.from('clicker_saves').insert({ user_id: other.user.id }), 'save');
      const asOther = await submit(other.client, { game: 'elder_clicker', username, score: 99 });
      expect(asOther.error?.message).toBe(SCORE_ERRORS.nameTaken);
      expect(await rowsNamed('elder_clicker', username)).toEqual([{ username, score: 5 }]);
      expect(await rowsNamed('elder_clicker', username.toUpperCase())).toEqual([]);

      // The owner keeps using it.
      expect(
        (await submit(owner.client, { game: 'elder_clicker', username, score: 6 })).error,
      ).toBeNull();
    });

    it('lets one player take at most 5 names', async () => {
      const player = await createTestUser();
      must(await player.client.from('clicker_saves').insert({ user_id: player.user.id }), 'save');
      for (let i = 0; i < 5; i += 1) {
        const { error } = await submit(player.client, {
          game: 'elder_clicker',
          username: uniqueName(),
          score: 1,
        });
        expect(error).toBeNull();
      }
      const sixth = await submit(player.client, {
        game: 'elder_clicker',
        username: uniqueName(),
        score: 1,
      });
      expect(sixth.error?.message).toBe(SCORE_ERRORS.tooManyNames);
    });
  });

  describe('rate limits (429)', () => {
    it('allows one guest 10 scores a minute per game', async () => {
      const key = await clickerGuest();
      const names = Array.from({ length: 11 }, uniqueName);
      for (const username of names.slice(0, 10)) {
        expect(
          (await submit(anon, { game: 'elder_clicker', username, score: 1, guestKey: key })).error,
        ).toBeNull();
      }
      const eleventh = await submit(anon, {
        game: 'elder_clicker',
        username: names[10]!,
        score: 1,
        guestKey: key,
      });
      expect(eleventh.status).toBe(429);
      expect(eleventh.error?.message).toBe(SCORE_ERRORS.tooManyScores);
      expect(await rowsNamed('elder_clicker', names[10]!)).toEqual([]);
    });

    it('allows one name 10 scores an hour, whoever sends them', async () => {
      const username = uniqueName();
      for (let i = 0; i < 10; i += 1) {
        const key = await clickerGuest();
        expect(
          (await submit(anon, { game: 'elder_clicker', username, score: 1, guestKey: key })).error,
        ).toBeNull();
      }
      const key = await clickerGuest();
      const eleventh = await submit(anon, {
        game: 'elder_clicker',
        username,
        score: 2,
        guestKey: key,
      });
      expect(eleventh.status).toBe(429);
      expect(eleventh.error?.message).toBe(SCORE_ERRORS.nameTooBusy);
      expect(await rowsNamed('elder_clicker', username)).toHaveLength(10);
    });
  });
});

describe('clicker saves keep within the game', () => {
  const progress = (key: string, overrides: Record<string, unknown> = {}) => ({
    p_save_key: key,
    p_score: 10,
    p_multiplier: 1,
    p_auto_clickers: 0,
    p_click_power: 1,
    p_achievements: [],
    ...overrides,
  });

  async function guestSave(key: string) {
    return must(await anon.rpc('get_guest_clicker_save', { p_save_key: key }), 'save') as Record<
      string,
      unknown
    >;
  }

  it.each([
    [
      'a 1 MB achievements array',
      { p_achievements: Array.from({ length: 1_000 }, (_, i) => `${i}`.padEnd(1_000, 'x')) },
      'A save holds at most 50 achievements of 1 to 64 characters',
    ],
    [
      '51 achievements',
      { p_achievements: Array.from({ length: 51 }, (_, i) => `A${i}`) },
      'A save holds at most 50 achievements of 1 to 64 characters',
    ],
    [
      'a 65-character achievement',
      { p_achievements: ['x'.repeat(65)] },
      'A save holds at most 50 achievements of 1 to 64 characters',
    ],
    [
      'a score of 9.2e18',
      { p_score: '9200000000000000000' },
      'This progress is not possible in the time played',
    ],
    [
      'a click power of 60',
      { p_click_power: 60 },
      'This progress is not possible in the time played',
    ],
    [
      '1,000 auto-clickers',
      { p_auto_clickers: 1_000 },
      'This progress is not possible in the time played',
    ],
  ])('refuses %s and keeps the save', async (_what, overrides, message) => {
    const key = randomUUID();
    const before = await guestSave(key);
    const { error } = await anon.rpc('save_guest_clicker_progress', progress(key, overrides));
    expect(error?.message).toBe(message);
    expect(await guestSave(key)).toEqual(before);
  });

  it('refuses the same through a signed-in player’s own row', async () => {
    const player = await createTestUser();
    must(await player.client.from('clicker_saves').insert({ user_id: player.user.id }), 'save');
    const { error } = await player.client
      .from('clicker_saves')
      .update({ score: 9_000_000_000_000, achievements: [] })
      .eq('user_id', player.user.id);
    expect(error?.message).toBe('This progress is not possible in the time played');
    const row = must(
      await player.client
        .from('clicker_saves')
        .select('score')
        .eq('user_id', player.user.id)
        .single(),
      'save',
    );
    expect(row).toEqual({ score: 0 });
  });

  it('saves honest progress', async () => {
    const key = randomUUID();
    await guestSave(key);
    const { data, error } = await anon.rpc(
      'save_guest_clicker_progress',
      progress(key, { p_score: 60, p_multiplier: 2, p_achievements: ['First Click'] }),
    );
    expect(error).toBeNull();
    expect(data).toMatchObject({ score: 60, multiplier: 2, achievements: ['First Click'] });
  });

  it('lets a save begun two minutes ago hold what two minutes of play earn', async () => {
    const key = randomUUID();
    must(
      await service
        .from('clicker_saves')
        .insert({ save_key: key, created_at: new Date(Date.now() - 120_000).toISOString() }),
      'save',
    );
    // Above what a brand-new save may hold: the check must see the stored row's age.
    const { data, error } = await anon.rpc(
      'save_guest_clicker_progress',
      progress(key, { p_score: 5_000, p_auto_clickers: 1 }),
    );
    expect(error).toBeNull();
    expect(data).toMatchObject({ score: 5_000, auto_clickers: 1 });
  });
});

describe('a deleted account (issue 14 item 5)', () => {
  it('cannot submit, start a game or save with its still valid token', async () => {
    const player = await createTestUser();
    must(await player.client.from('clicker_saves').insert({ user_id: player.user.id }), 'save');
    const runId = await startRun(player.client);
    must(await service.from('users').delete().eq('id', player.user.id), 'delete user');

    const username = uniqueName();
    for (const result of [
      await submit(player.client, { game: 'elder_clicker', username, score: 1 }),
      await submit(player.client, { game: 'flappy_steve', username, score: 1, runId }),
      await player.client.rpc('start_game_run', { p_game: 'flappy_steve' }),
      await player.client.rpc('save_guest_clicker_progress', {
        p_save_key: randomUUID(),
        p_score: 1,
        p_multiplier: 1,
        p_auto_clickers: 0,
        p_click_power: 1,
        p_achievements: [],
      }),
    ]) {
      expect(result.status).toBe(403);
      expect(result.error?.message).toBe(SCORE_ERRORS.accountGone);
    }
    expect(await rowsNamed('elder_clicker', username)).toEqual([]);
    expect(await rowsNamed('flappy_steve', username)).toEqual([]);
  });
});

// Last: it uses up the all-guests allowance for a minute.
describe('all guests together', () => {
  // All guests' window is shared by every test file on this stack: this test starts from an
  // empty one and leaves it empty for the files after it.
  const emptyGuestsWindow = () =>
    withDb((db) =>
      db.query("delete from private.rate_limit_events where bucket = 'score:flappy_steve:guests'"),
    );
  beforeAll(emptyGuestsWindow);
  afterAll(emptyGuestsWindow);

  it('allows all guests together 60 Flappy Steve scores a minute; members are not held up', async () => {
    const keys = Array.from({ length: 7 }, () => randomUUID());
    let accepted = 0;
    let refused: { status: number; message?: string } | null = null;
    for (const key of keys) {
      for (let i = 0; i < 10 && !refused; i += 1) {
        const runId = await startRun(anon, key);
        const { error, status } = await submit(anon, {
          game: 'flappy_steve',
          username: uniqueName(),
          score: 1,
          guestKey: key,
          runId,
        });
        if (error) refused = { status, message: error.message };
        else accepted += 1;
      }
    }
    expect(accepted).toBe(60);
    expect(refused).toEqual({
      status: 429,
      message: SCORE_ERRORS.tooManyGuestScores,
    });

    const member = await createTestUser();
    const runId = await startRun(member.client);
    const { error } = await submit(member.client, {
      game: 'flappy_steve',
      username: uniqueName(),
      score: 1,
      runId,
    });
    expect(error).toBeNull();
  });
});
