import { act, renderHook } from '@testing-library/react';
import { SAVED_MESSAGE_MS, useSaveStatus } from './use-save-status';

describe('useSaveStatus', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('goes saving → saved → idle after 3 s', async () => {
    const { result } = renderHook(() => useSaveStatus());
    expect(result.current.status).toBe('idle');

    let finish: () => void = () => {};
    let ok: Promise<boolean> = Promise.resolve(false);
    act(() => {
      ok = result.current.run(() => new Promise<void>((resolve) => (finish = resolve)));
    });
    expect(result.current.status).toBe('saving');

    await act(async () => {
      finish();
      await ok;
    });
    expect(await ok).toBe(true);
    expect(result.current.status).toBe('saved');

    act(() => jest.advanceTimersByTime(SAVED_MESSAGE_MS - 1));
    expect(result.current.status).toBe('saved');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.status).toBe('idle');
  });

  it('reports a failure and keeps it', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = renderHook(() => useSaveStatus());
    let ok = true;
    await act(async () => {
      ok = await result.current.run(() => Promise.reject(new Error('nope')));
    });
    expect(ok).toBe(false);
    expect(result.current.status).toBe('error');
    act(() => jest.advanceTimersByTime(SAVED_MESSAGE_MS * 2));
    expect(result.current.status).toBe('error');
  });
});
