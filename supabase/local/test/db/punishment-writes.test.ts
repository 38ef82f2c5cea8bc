// Admins' punishments (migration 20261126030000): an admin adds one (as its staff, starting now),
// edits its reason and revokes it early, each change in the audit log; members cannot; a
// punishment from the game server is changed on the game server only.
import { randomUUID } from 'node:crypto';
import { serviceClient } from '../helpers';
import { createActors, must, type Actors } from './fixtures';

const service = serviceClient();
let actors: Actors;
let adminName: string;

beforeAll(async () => {
  actors = await createActors();
  // Staff are shown by their public name (never the account's e-mail-derived username).
  adminName = `Odin_${randomUUID().slice(0, 6)}`;
  must(
    await service
      .from('profiles')
      .update({ public_name: adminName, privacy_setting: 'public' })
      .eq('id', actors.admin.user.id),
    'name the admin',
  );
});

const player = () => `Loki_${randomUUID().slice(0, 8)}`;

async function add(fields: Record<string, unknown> = {}) {
  return must(
    await actors.admin.client
      .from('punishments')
      .insert({ player_name: player(), type: 'mute', reason: 'Spam in trade chat', ...fields })
      .select('*')
      .single(),
    'add',
  ) as Record<string, unknown> & { id: number };
}

async function auditOf(id: number) {
  return must(
    await service
      .from('admin_audit_log')
      .select('action, actor_id, target_label, before, after')
      .eq('target_id', String(id))
      .like('action', 'punishment.%')
      .order('id'),
    'audit',
  ) as {
    action: string;
    actor_id: string;
    target_label: string;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  }[];
}

it('an admin adds one: the admin is the staff, it starts now and in force', async () => {
  const started = Date.now();
  const expires = new Date(Date.now() + 86_400_000).toISOString();
  const row = await add({ expires });
  expect(row).toMatchObject({
    staff_name: adminName,
    active: true,
    source: null,
    source_id: null,
    revoked_at: null,
  });
  expect(Date.parse(row.date as string)).toBeGreaterThanOrEqual(started - 5_000);
  expect(Date.parse(row.expires as string)).toBe(Date.parse(expires));
  const [created] = await auditOf(row.id);
  expect(created).toMatchObject({
    action: 'punishment.created',
    actor_id: actors.admin.user.id,
    target_label: `${row.player_name as string} (mute)`,
    after: { id: row.id, reason: 'Spam in trade chat' },
  });
});

it('an admin without a public name acts as Staff', async () => {
  const { admin } = await createActors();
  const { data } = await admin.client
    .from('punishments')
    .insert({ player_name: player(), type: 'kick', reason: 'AFK' })
    .select('staff_name')
    .single();
  expect(data).toEqual({ staff_name: 'Staff' });
});

it('an admin may take a staff name as public name and is recorded under it; a member may not (issue 41, item 11)', async () => {
  const { admin, member } = await createActors();
  // A game name no one else used: the seeded admin's kind ("Allfather_Admin").
  const staffName = `Heimdall_Admin${randomUUID().slice(0, 2)}`;
  const refused = await member.client
    .from('profiles')
    .update({ public_name: staffName })
    .eq('id', member.user.id);
  expect(refused.error?.message).toBe('This name is reserved for the server staff');

  // The admin may take it.
  must(
    await admin.client
      .from('profiles')
      .update({ public_name: staffName, privacy_setting: 'public' })
      .eq('id', admin.user.id),
    'public name',
  );
  const profile = must(
    await admin.client.from('profiles').select('public_name').eq('id', admin.user.id).single(),
    'profile',
  );
  expect(profile).toEqual({ public_name: staffName });

  const added = must(
    await admin.client
      .from('punishments')
      .insert({ player_name: player(), type: 'ban', reason: 'Griefing', expires: null })
      .select('id, staff_name')
      .single(),
    'add',
  ) as { id: number; staff_name: string };
  expect(added.staff_name).toBe(staffName);
  const revoked = must(
    await admin.client
      .from('punishments')
      .update({ active: false })
      .eq('id', added.id)
      .select('revoked_by_name')
      .single(),
    'revoke',
  );
  expect(revoked).toEqual({ revoked_by_name: staffName });
});

it('a kick is over as it happens: never in force, without expiry', async () => {
  const row = await add({ type: 'kick', expires: new Date(Date.now() + 3_600_000).toISOString() });
  expect(row).toMatchObject({ type: 'kick', active: false, expires: null });
});

it('an admin cannot choose the staff, the date or the source', async () => {
  for (const extra of [{ staff_name: 'Tyr' }, { date: '2020-01-01T00:00:00Z' }, { source: 'x' }]) {
    const { error } = await actors.admin.client
      .from('punishments')
      .insert({ player_name: player(), type: 'ban', reason: 'x', ...extra });
    expect(error).toMatchObject({ code: '42501' });
  }
});

it('the table refuses a blank reason and an expiry in the past', async () => {
  const blank = await actors.admin.client
    .from('punishments')
    .insert({ player_name: player(), type: 'ban', reason: '   ' });
  expect(blank.error).toMatchObject({ code: '23514' });
  const past = await actors.admin.client.from('punishments').insert({
    player_name: player(),
    type: 'ban',
    reason: 'x',
    expires: '2020-01-01T00:00:00Z',
  });
  expect(past.error).toMatchObject({ code: '23514' });
});

it('an admin edits the reason and revokes early; the revoke is for good', async () => {
  const row = await add();
  const admin = actors.admin.client;
  must(
    await admin.from('punishments').update({ reason: 'Spam, second offence' }).eq('id', row.id),
    'edit',
  );
  const revoked = must(
    await admin.from('punishments').update({ active: false }).eq('id', row.id).select('*').single(),
    'revoke',
  ) as Record<string, unknown>;
  expect(revoked).toMatchObject({
    reason: 'Spam, second offence',
    active: false,
    revoked_by_name: adminName,
  });
  expect(revoked.revoked_at).not.toBeNull();
  const again = await admin.from('punishments').update({ active: true }).eq('id', row.id);
  expect(again.error).toMatchObject({
    code: 'P0001',
    message: 'A revoked punishment cannot be made active again',
  });
  const audit = await auditOf(row.id);
  expect(audit.map((entry) => entry.action)).toEqual([
    'punishment.created',
    'punishment.updated',
    'punishment.revoked',
  ]);
  expect(audit[1]).toMatchObject({
    before: { reason: 'Spam in trade chat' },
    after: { reason: 'Spam, second offence' },
  });
});

it('a member can neither add, edit nor revoke', async () => {
  const row = await add();
  const member = actors.member.client;
  const added = await member
    .from('punishments')
    .insert({ player_name: 'x', type: 'ban', reason: 'x' });
  expect(added.error).toMatchObject({ code: '42501' });
  must(await member.from('punishments').update({ active: false }).eq('id', row.id), 'filtered');
  const { data } = await service.from('punishments').select('active').eq('id', row.id).single();
  expect(data).toEqual({ active: true });
});

it("a game server's punishment is changed on the game server only", async () => {
  const source_id = `ban:${randomUUID()}`;
  const row = must(
    await service
      .from('punishments')
      .insert({
        source: 'litebans',
        source_id,
        player_name: player(),
        type: 'ban',
        reason: 'X-ray',
        staff_name: 'Console',
      })
      .select('id')
      .single(),
    'from the game server',
  ) as { id: number };
  for (const patch of [{ active: false }, { reason: 'edited' }]) {
    const { error } = await actors.admin.client.from('punishments').update(patch).eq('id', row.id);
    expect(error).toMatchObject({
      code: 'PT403',
      message: 'This punishment comes from the game server (litebans): change it there',
    });
  }
  const { data } = await service.from('punishments').select('active, reason').eq('id', row.id);
  expect(data).toEqual([{ active: true, reason: 'X-ray' }]);
});
