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

it('keeps the save with more progress when two devices play one game', async () => {
  const guest: SaveOwner = { kind: 'guest', saveKey: randomUUID() };
  await loadClickerSave(guest);
  expect(await saveClickerProgress(guest, { ...INITIAL_CLICKER_STATE, score: 100 })).toBe('saved');
  // The other device, loaded before and played less.
  expect(await saveClickerProgress(guest, { ...INITIAL_CLICKER_STATE, score: 40 })).toBe('behind');
  expect((await loadClickerSave(guest)).score).toBe(100);
  // Buying an upgrade spends points without lowering progress.
  const bought = { ...INITIAL_CLICKER_STATE, score: 0, multiplier: 2 };
  expect(await saveClickerProgress(guest, bought)).toBe('saved');
  expect(await loadClickerSave(guest)).toEqual(bought);
});
