import { render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { retryableLazy, retryableLoad, retryFailedLoads } from './failed-loads';

/** Loads that fail `failures` times, then give `value`. */
function flaky<T>(failures: number, value: T) {
  const calls = { count: 0 };
  const load = () => {
    calls.count += 1;
    return calls.count <= failures
      ? Promise.reject(new Error('Loading chunk failed'))
      : Promise.resolve(value);
  };
  return { load, calls };
}

describe('retryableLoad', () => {
  it('keeps a failure (no new load per render) until failed loads may retry', async () => {
    const { load, calls } = flaky(1, 'client');
    const attempt = retryableLoad(load);
    await expect(attempt()).rejects.toThrow('Loading chunk failed');
    await expect(attempt()).rejects.toThrow('Loading chunk failed');
    expect(calls.count).toBe(1);
    retryFailedLoads();
    await expect(attempt()).resolves.toBe('client');
    // Loaded, it stays loaded.
    retryFailedLoads();
    await expect(attempt()).resolves.toBe('client');
    expect(calls.count).toBe(2);
  });
});

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError = () => ({ failed: true });
  override render() {
    return this.state.failed ? <p>Section unavailable</p> : this.props.children;
  }
}

describe('retryableLazy', () => {
  it('renders the component once a failed load may retry, where React.lazy keeps the error', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { load, calls } = flaky(1, { default: () => <p>The page</p> });
    const Page = retryableLazy(load);
    const page = (key: number) => (
      <Boundary key={key}>
        <Suspense fallback={<p>Loading</p>}>
          <Page />
        </Suspense>
      </Boundary>
    );
    const { rerender } = render(page(1));
    expect(await screen.findByText('Section unavailable')).toBeInTheDocument();
    // Rendered again before a retry is allowed: the same failure, no new load.
    rerender(page(2));
    expect(await screen.findByText('Section unavailable')).toBeInTheDocument();
    expect(calls.count).toBe(1);
    retryFailedLoads();
    rerender(page(3));
    expect(await screen.findByText('The page')).toBeInTheDocument();
    expect(calls.count).toBe(2);
  });
});
