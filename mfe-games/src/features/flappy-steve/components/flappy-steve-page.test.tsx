import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@norsecraft/shared/testing';
import { getTopScores } from '../../../api/get-top-scores';
import { FlappyStevePage } from './flappy-steve-page';
import { useFlappyGame, type FlappySnapshot } from './use-flappy-game';

// The canvas loop needs a real browser (e2e covers it); here the game's state is given.
jest.mock('./use-flappy-game', () => ({ useFlappyGame: jest.fn() }));
jest.mock('../../../api/get-top-scores', () => ({
  ...jest.requireActual('../../../api/get-top-scores'),
  getTopScores: jest.fn(),
}));
jest.mock('../../../api/submit-score', () => ({ submitScore: jest.fn() }));

function renderAt(snapshot: FlappySnapshot) {
  const game = { snapshot, act: jest.fn(), togglePause: jest.fn(() => true), restart: jest.fn() };
  jest.mocked(useFlappyGame).mockReturnValue(game);
  renderWithProviders(<FlappyStevePage />, { route: '/games/flappy-steve' });
  return game;
}

beforeEach(() => jest.mocked(getTopScores).mockResolvedValue([]));

it('offers no Submit Score for a run that scored 0, and says why', async () => {
  renderAt({ status: 'over', score: 0, paused: false, best: 4 });
  expect(await screen.findByRole('button', { name: 'Play Again' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Submit Score' })).not.toBeInTheDocument();
  expect(screen.getByText(/Fly past a pillar to reach the leaderboard/)).toHaveAttribute(
    'role',
    'status',
  );
});

it('offers Submit Score after a run that scored, and shows the best score', async () => {
  renderAt({ status: 'over', score: 3, paused: false, best: 4 });
  expect(await screen.findByRole('button', { name: 'Submit Score' })).toBeInTheDocument();
  expect(screen.getByTestId('flappy-best')).toHaveTextContent('4');
});

it('pauses a flight with P, Escape or the Pause button, and says how to continue', async () => {
  const game = renderAt({ status: 'playing', score: 2, paused: false, best: 4 });
  const pause = await screen.findByRole('button', { name: 'Pause' });
  expect(pause).toHaveAttribute('aria-keyshortcuts', 'P Escape');
  fireEvent.keyDown(window, { key: 'p', code: 'KeyP' });
  fireEvent.keyDown(window, { key: 'Escape', code: 'Escape' });
  fireEvent.click(pause);
  expect(game.togglePause).toHaveBeenCalledTimes(3);
  expect(game.act).not.toHaveBeenCalled();
});

it('shows the paused state with a Continue button', async () => {
  renderAt({ status: 'playing', score: 2, paused: true, best: 4 });
  expect(await screen.findByRole('button', { name: 'Continue' })).toBeInTheDocument();
  expect(screen.getByText(/^Paused\. Press Space, P or Esc/)).toHaveAttribute('role', 'status');
});

it('offers no Pause before a flight starts, and tells the keys', async () => {
  renderAt({ status: 'ready', score: 0, paused: false, best: 0 });
  expect(await screen.findByText(/P or Esc pauses/)).toHaveAttribute('role', 'status');
  expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
});
