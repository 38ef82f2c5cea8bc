import { act, renderHook, waitFor } from '@testing-library/react';
import { useAsyncData } from './use-async-data';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useAsyncData', () => {
  it('loads, keeps the data on screen while a new request runs, and aborts the replaced one', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const signals: AbortSignal[] = [];
    const loadA = (signal: AbortSignal) => (signals.push(signal), first.promise);
    const loadB = (signal: AbortSignal) => (signals.push(signal), second.promise);
    const { result, rerender } = renderHook(({ load }) => useAsyncData(load), {
      initialProps: { load: loadA },
    });
    expect(result.current).toMatchObject({ loading: true, busy: true, data: undefined });
    await act(async () => first.resolve('a'));
    expect(result.current).toMatchObject({ loading: false, busy: false, data: 'a' });

    const third = deferred<string>();
    const loadC = (signal: AbortSignal) => (signals.push(signal), third.promise);
    rerender({ load: loadB });
    expect(result.current).toMatchObject({ loading: false, busy: true, data: 'a' });
    rerender({ load: loadC });
    expect(signals[1]!.aborted).toBe(true);
    // The replaced request's late answer is ignored.
    await act(async () => second.resolve('b'));
    expect(result.current.data).toBe('a');
    await act(async () => third.resolve('c'));
    expect(result.current).toMatchObject({ busy: false, data: 'c' });
  });

  it('reports a failure and loads again on reload', async () => {
    let attempt = 0;
    const load = jest.fn(() =>
      ++attempt === 1 ? Promise.reject(new Error('boom')) : Promise.resolve('ok'),
    );
    const { result } = renderHook(() => useAsyncData(load));
    await waitFor(() => expect(result.current.error?.message).toBe('boom'));
    expect(result.current).toMatchObject({ loading: false, data: undefined });
    act(() => result.current.reload());
    expect(result.current).toMatchObject({ loading: true, error: undefined });
    await waitFor(() => expect(result.current.data).toBe('ok'));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('aborts the request when the page goes away', () => {
    let signal: AbortSignal | undefined;
    const { unmount } = renderHook(() =>
      useAsyncData((s) => ((signal = s), new Promise<never>(() => {}))),
    );
    unmount();
    expect(signal?.aborted).toBe(true);
  });
});
