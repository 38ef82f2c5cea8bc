import { signInAs, signOut } from '@norsecraft/shared/testing/stack';
import { randomUUID } from 'node:crypto';
import { INITIAL_CLICKER_STATE } from '../lib/clicker';
import { loadClickerSave, saveClickerProgress, type SaveOwner } from './clicker-saves';

afterEach(signOut);

it("creates a guest's save with the starting values, then keeps what is saved", async () => {
  const guest: SaveOwner = { kind: 'guest', saveKey: randomUUID() };
  expect(await loadClickerSave(guest)).toEqual(INITIAL_CLICKER_STATE);
  await saveClickerProgress(guest, { ...INITIAL_CLICKER_STATE, achievements: ['First Strike'] });
  expect(await loadClickerSave(guest)).toEqual({
    ...INITIAL_CLICKER_STATE,
    achievements: ['First Strike'],
  });
});

it("reads and writes a signed-in player's own row", async () => {
  const userId = await signInAs('member');
  const owner: SaveOwner = { kind: 'user', userId };
  const before = await loadClickerSave(owner);
  await saveClickerProgress(owner, { ...before, achievements: ['Stack Test'] });
  expect((await loadClickerSave(owner)).achievements).toEqual(['Stack Test']);
  await saveClickerProgress(owner, before);
});
