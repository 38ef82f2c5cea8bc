import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '@norsecraft/shared/testing';
import { getTopScores } from '../../../api/get-top-scores';
import { submitScore } from '../../../api/submit-score';
import { loadClickerSave, saveClickerProgress } from '../api/clicker-saves';
import { INITIAL_CLICKER_STATE } from '../lib/clicker';
import { ElderClickerPage } from './elder-clicker-page';
import { furtherSaveLoaded } from './use-elder-clicker';

jest.mock('../api/clicker-saves', () => ({
  ...jest.requireActual('../api/clicker-saves'),
  loadClickerSave: jest.fn(),
  saveClickerProgress: jest.fn(),
}));
jest.mock('../../../api/get-top-scores', () => ({
  ...jest.requireActual('../../../api/get-top-scores'),
  getTopScores: jest.fn(),
}));
jest.mock('../../../api/submit-score', () => ({
  ...jest.requireActual('../../../api/submit-score'),
  submitScore: jest.fn(),
}));

const mockLoad = jest.mocked(loadClickerSave);
const mockSave = jest.mocked(saveClickerProgress);
const mockTop = jest.mocked(getTopScores);
const mockSubmit = jest.mocked(submitScore);

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  mockLoad.mockResolvedValue({ ...INITIAL_CLICKER_STATE, score: 98 });
  mockSave.mockResolvedValue('saved');
  mockTop.mockResolvedValue([]);
  mockSubmit.mockResolvedValue();
});
afterEach(() => jest.useRealTimers());

function renderPage() {
  renderWithProviders(
    <>
      <Link to="/">Home</Link>
      <Routes>
        <Route path="/" element={<h1>Home page</h1>} />
        <Route path="/games/elder-clicker" element={<ElderClickerPage />} />
      </Routes>
    </>,
    { route: '/games/elder-clicker' },
  );
}

it('loads a guest save by a stored random key, and saves 5 s after changes', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderPage();
  const strike = await screen.findByRole('button', { name: /Strike/ });
  const key = localStorage.getItem('norsecraft.elderClicker.saveKey');
  expect(mockLoad).toHaveBeenCalledWith({ kind: 'guest', saveKey: key });

  await user.click(strike);
  await user.click(strike);
  expect(screen.getByTestId('clicker-score')).toHaveTextContent('100');
  expect(mockSave).not.toHaveBeenCalled();
  await act(() => jest.advanceTimersByTimeAsync(5000));
  expect(mockSave).toHaveBeenCalledTimes(1);
  expect(mockSave).toHaveBeenCalledWith(
    { kind: 'guest', saveKey: key },
    expect.objectContaining({ score: 100 }),
  );
});

it('takes up the progress another device saved when the database keeps it', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderPage();
  const strike = await screen.findByRole('button', { name: /Strike/ });
  mockSave.mockResolvedValueOnce('behind');
  mockLoad.mockResolvedValueOnce({ ...INITIAL_CLICKER_STATE, score: 5000, multiplier: 3 });
  await user.click(strike);
  await act(() => jest.advanceTimersByTimeAsync(5000));
  expect(await screen.findByText(furtherSaveLoaded())).toBeInTheDocument();
  expect(mockLoad).toHaveBeenCalledTimes(2);
  await waitFor(() => expect(screen.getByTestId('clicker-score')).toHaveTextContent('5,000'));
  // The game goes on from there: its next change is saved from the loaded progress.
  await user.click(strike);
  await act(() => jest.advanceTimersByTimeAsync(5000));
  expect(mockSave).toHaveBeenLastCalledWith(
    expect.anything(),
    expect.objectContaining({ score: 5003, multiplier: 3 }),
  );
});

it('enables an upgrade once affordable; buying raises its level and costs the score', async () => {
  renderPage();
  const card = await screen.findByRole('article', { name: 'Multiplier' });
  const buy = within(card).getByRole('button', { name: /Buy Multiplier for 100 points/ });
  expect(buy).toHaveAttribute('aria-disabled', 'true');
  await userEvent.click(screen.getByRole('button', { name: /Strike/ }));
  // Pressed while unaffordable: nothing happens.
  await userEvent.click(buy);
  expect(card).toHaveTextContent('Level 1');
  expect(buy).toHaveAttribute('aria-disabled', 'true');
  await userEvent.click(screen.getByRole('button', { name: /Strike/ }));
  expect(buy).toHaveAttribute('aria-disabled', 'false');
  await userEvent.click(buy);
  expect(card).toHaveTextContent('Level 2');
  expect(screen.getByTestId('clicker-score')).toHaveTextContent('0');
  expect(screen.getByRole('button', { name: /Strike \+2/ })).toBeInTheDocument();
});

it('submits the score: the button disappears and the leaderboard reloads', async () => {
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Submit Score' }));
  const dialog = screen.getByRole('dialog', { name: 'Submit Score' });
  await userEvent.type(within(dialog).getByLabelText('Name'), ' Floki ');
  mockTop.mockResolvedValue([
    { id: 9, username: 'Floki', score: 98, by_member: false, is_mine: false },
  ]);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Score' }));
  expect(mockSubmit).toHaveBeenCalledWith({
    game: 'elder_clicker',
    username: 'Floki',
    score: 98,
    guestKey: expect.stringMatching(/^[A-Za-z0-9_-]{16,128}$/),
  });
  expect(await screen.findByText('Floki')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Submit Score' })).not.toBeInTheDocument();
  // Its opener is gone, so focus lands on the game instead of the top of the page.
  expect(screen.getByRole('button', { name: /Strike/ })).toHaveFocus();
});

it('asks before following a link away while the score is unsubmitted', async () => {
  renderPage();
  await screen.findByRole('button', { name: /Strike/ });
  await userEvent.click(screen.getByRole('link', { name: 'Home' }));
  const prompt = screen.getByRole('dialog', { name: 'Leave without submitting?' });
  expect(prompt).toHaveTextContent('Are you sure you want to leave? Your score will be lost!');
  // Every line speaks of the leaderboard score; none says the opposite ("progress is saved").
  expect(prompt).toHaveTextContent(/points are not on the leaderboard yet/);
  expect(prompt).not.toHaveTextContent(/saved/i);
  await userEvent.click(within(prompt).getByRole('button', { name: 'Stay' }));
  expect(screen.getByRole('heading', { name: 'Elder Clicker' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: 'Home' }));
  await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
  expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
});

it('shows an error with a retry when the save cannot be loaded', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  mockLoad.mockRejectedValueOnce(new Error('offline'));
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('button', { name: /Strike/ })).toBeInTheDocument();
  expect(mockLoad).toHaveBeenCalledTimes(2);
});
