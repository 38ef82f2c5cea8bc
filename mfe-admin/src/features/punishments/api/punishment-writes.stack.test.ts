import { getPunishments } from '@norsecraft/shared';
import { signInAs, signOut } from '@norsecraft/shared/testing/stack';
import { randomUUID } from 'node:crypto';
import { serviceClient } from '../../../../../supabase/local/test/helpers';
import { addPunishment, editPunishmentReason, revokePunishment } from './punishment-writes';

afterEach(signOut);

const player = () => `Loki_${randomUUID().slice(0, 8)}`;

async function find(playerName: string) {
  const { rows } = await getPunishments({
    search: playerName,
    type: 'all',
    status: 'all',
    page: 1,
  });
  return rows.find((row) => row.player_name === playerName);
}

it('an admin adds one, edits its reason and revokes it; the list shows each step', async () => {
  await signInAs('admin');
  const name = player();
  await addPunishment({ player_name: name, type: 'mute', reason: 'Caps', expires: null });
  const added = await find(name);
  expect(added).toMatchObject({ type: 'mute', reason: 'Caps', in_force: true, source: null });

  await editPunishmentReason(added!.id, '  Caps in trade chat ');
  expect(await find(name)).toMatchObject({ reason: 'Caps in trade chat', in_force: true });

  await revokePunishment(added!.id);
  const revoked = await find(name);
  expect(revoked).toMatchObject({ active: false, in_force: false });
  expect(revoked!.revoked_at).not.toBeNull();
});

it("refuses to change the game server's punishment, with the database's sentence", async () => {
  const name = player();
  const { data } = await serviceClient()
    .from('punishments')
    .insert({
      source: 'litebans',
      source_id: `ban:${randomUUID()}`,
      player_name: name,
      type: 'ban',
      reason: 'X-ray',
      staff_name: 'Console',
    })
    .select('id')
    .single();
  await signInAs('admin');
  await expect(revokePunishment(data!.id)).rejects.toMatchObject({
    name: 'DataError',
    status: 403,
    code: 'PT403',
    message: 'This punishment comes from the game server (litebans): change it there',
  });
});

it('a member is refused, and cannot revoke (the row is not theirs to change)', async () => {
  await signInAs('admin');
  const name = player();
  await addPunishment({ player_name: name, type: 'warn', reason: 'Sign text', expires: null });
  const { id } = (await find(name))!;
  await signOut();
  await signInAs('member');
  await expect(
    addPunishment({ player_name: player(), type: 'ban', reason: 'x', expires: null }),
  ).rejects.toMatchObject({ name: 'DataError', code: '42501' });
  await expect(revokePunishment(id)).rejects.toMatchObject({
    message: 'The punishment was not found, or you may not change it.',
  });
  expect(await find(name)).toMatchObject({ in_force: true });
});
