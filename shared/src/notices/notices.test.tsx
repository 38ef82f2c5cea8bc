import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMutation } from '@tanstack/react-query';
import { renderWithProviders } from '../testing/render-with-providers';
import { DataError } from '../data/data-error';
import { UNREACHABLE } from '../data/error-sentence';
import { dismissNotices, NOTICE_MS, notify } from './notices';

function Save({ write }: { write: () => Promise<void> }) {
  const save = useMutation({
    mutationFn: write,
    meta: { success: 'Settings saved successfully!', failure: 'Failed to save settings.' },
  });
  return <button onClick={() => save.mutate()}>Save</button>;
}

afterEach(() => jest.useRealTimers());

describe('notices', () => {
  it('says a successful write politely and takes it away after the notice time', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(<Save write={async () => {}} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const notice = await screen.findByText('Settings saved successfully!');
    expect(notice.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    act(() => jest.advanceTimersByTime(NOTICE_MS));
    expect(screen.queryByText('Settings saved successfully!')).not.toBeInTheDocument();
  });

  it('says a failed write as a sentence in the alert region until dismissed', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <Save write={() => Promise.reject(new DataError('TypeError: Failed to fetch', 0))} />,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const notice = await screen.findByText(UNREACHABLE);
    const region = notice.closest('[aria-live]')!;
    expect(region).toHaveAttribute('aria-live', 'assertive');
    expect(region).not.toHaveTextContent('TypeError');
    await user.click(within(region as HTMLElement).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(UNREACHABLE)).not.toBeInTheDocument();
  });

  it('shows the same message once, restarted, and at most three at a time', () => {
    renderWithProviders(<div />);
    act(() => {
      notify('Copied!');
      notify('Copied!');
      for (const n of [1, 2, 3]) notify(`Notice ${n}`);
    });
    expect(screen.queryByText('Copied!')).not.toBeInTheDocument();
    expect(screen.getAllByText(/Notice \d/)).toHaveLength(3);
  });

  it('ends the notices of a key, and only those', () => {
    renderWithProviders(<div />);
    act(() => {
      notify({ text: 'Score submitted.', key: 'score' });
      notify('Copied!');
    });
    act(() => dismissNotices('score'));
    expect(screen.queryByText('Score submitted.')).not.toBeInTheDocument();
    expect(screen.getByText('Copied!')).toBeInTheDocument();
  });
});
