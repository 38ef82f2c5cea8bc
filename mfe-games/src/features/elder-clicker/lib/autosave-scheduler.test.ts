import { createAutosaveScheduler } from './autosave-scheduler';

/** A save whose calls stay open until the test settles them. */
function controllableSave() {
  const calls: { value: number; resolve: () => void; reject: (e: Error) => void }[] = [];
  let open = 0;
  let maxOpen = 0;
  const save = jest.fn(
    (value: number) =>
      new Promise<void>((resolve, reject) => {
        open += 1;
        maxOpen = Math.max(maxOpen, open);
        const settle = (fn: () => void) => () => {
          open -= 1;
          fn();
        };
        calls.push({
          value,
          resolve: settle(resolve),
          reject: (e) => settle(() => reject(e))(),
        });
      }),
  );
  return { save, calls, maxOpen: () => maxOpen };
}

// Lets promise callbacks run between fake-timer steps.
const settle = () => jest.advanceTimersByTimeAsync(0);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('saves a burst of changes once, 5 s after the first, with the newest value', async () => {
  const { save, calls } = controllableSave();
  const autosave = createAutosaveScheduler({ delayMs: 5000, save });
  autosave.schedule(1);
  await jest.advanceTimersByTimeAsync(4000);
  autosave.schedule(2); // rides along: the delay keeps running
  await jest.advanceTimersByTimeAsync(999);
  expect(save).not.toHaveBeenCalled();
  await jest.advanceTimersByTimeAsync(1);
  expect(save).toHaveBeenCalledTimes(1);
  expect(calls[0]?.value).toBe(2);
  await jest.advanceTimersByTimeAsync(20_000);
  expect(save).toHaveBeenCalledTimes(1);
});

it('keeps saving every 5 s while something changes every second (an auto-clicker)', async () => {
  const { save, calls } = controllableSave();
  const autosave = createAutosaveScheduler({ delayMs: 5000, save });
  for (let second = 1; second <= 25; second += 1) {
    autosave.schedule(second);
    await jest.advanceTimersByTimeAsync(1000);
    calls.at(-1)?.resolve();
  }
  expect(save).toHaveBeenCalledTimes(5);
  expect(calls.map((c) => c.value)).toEqual([5, 10, 15, 20, 25]);
});

it('never runs two saves at once; a change during a save leads to exactly one more', async () => {
  const { save, calls, maxOpen } = controllableSave();
  const autosave = createAutosaveScheduler({ delayMs: 5000, save });
  autosave.schedule(1);
  await jest.advanceTimersByTimeAsync(5000);
  expect(save).toHaveBeenCalledTimes(1);

  // Changes while the first save is still open; their delay ends before it settles.
  autosave.schedule(2);
  autosave.schedule(3);
  await jest.advanceTimersByTimeAsync(10_000);
  expect(save).toHaveBeenCalledTimes(1);

  calls[0]?.resolve();
  await settle();
  expect(save).toHaveBeenCalledTimes(2);
  expect(calls[1]?.value).toBe(3);

  calls[1]?.resolve();
  await jest.advanceTimersByTimeAsync(20_000);
  expect(save).toHaveBeenCalledTimes(2);
  expect(maxOpen()).toBe(1);
});

it('a change during a save whose delay has not ended waits for its own delay', async () => {
  const { save, calls } = controllableSave();
  const autosave = createAutosaveScheduler({ delayMs: 5000, save });
  autosave.schedule(1);
  await jest.advanceTimersByTimeAsync(5000);
  autosave.schedule(2);
  calls[0]?.resolve();
  await jest.advanceTimersByTimeAsync(4999);
  expect(save).toHaveBeenCalledTimes(1);
  await jest.advanceTimersByTimeAsync(1);
  expect(save).toHaveBeenCalledTimes(2);
  expect(calls[1]?.value).toBe(2);
});

it('does nothing without changes', async () => {
  const { save } = controllableSave();
  createAutosaveScheduler({ delayMs: 5000, save });
  await jest.advanceTimersByTimeAsync(60_000);
  expect(save).not.toHaveBeenCalled();
});

it('retries a failed save after another delay and reports the error', async () => {
  const { save, calls } = controllableSave();
  const onError = jest.fn();
  const autosave = createAutosaveScheduler({ delayMs: 5000, save, onError });
  autosave.schedule(7);
  await jest.advanceTimersByTimeAsync(5000);
  calls[0]?.reject(new Error('offline'));
  await settle();
  expect(onError).toHaveBeenCalledWith(new Error('offline'));
  await jest.advanceTimersByTimeAsync(5000);
  expect(save).toHaveBeenCalledTimes(2);
  expect(calls[1]?.value).toBe(7);
});

it('a failed save does not overwrite a newer change', async () => {
  const { save, calls } = controllableSave();
  const autosave = createAutosaveScheduler({ delayMs: 5000, save, onError: () => {} });
  autosave.schedule(1);
  await jest.advanceTimersByTimeAsync(5000);
  autosave.schedule(2);
  calls[0]?.reject(new Error('offline'));
  await jest.advanceTimersByTimeAsync(5000);
  expect(calls.map((c) => c.value)).toEqual([1, 2]);
});

it('flush saves a pending change at once, after any save in flight', async () => {
  const { save, calls, maxOpen } = controllableSave();
  const autosave = createAutosaveScheduler({ delayMs: 5000, save });
  autosave.schedule(1);
  await jest.advanceTimersByTimeAsync(5000);
  autosave.schedule(2);
  const flushed = autosave.flush();
  autosave.dispose();
  await settle();
  expect(save).toHaveBeenCalledTimes(1);
  calls[0]?.resolve();
  await settle();
  expect(calls[1]?.value).toBe(2);
  calls[1]?.resolve();
  await flushed;
  expect(maxOpen()).toBe(1);
});

it('ignores changes after dispose', async () => {
  const { save } = controllableSave();
  const autosave = createAutosaveScheduler({ delayMs: 5000, save });
  autosave.schedule(1);
  autosave.dispose();
  autosave.schedule(2);
  await jest.advanceTimersByTimeAsync(60_000);
  expect(save).not.toHaveBeenCalled();
});
