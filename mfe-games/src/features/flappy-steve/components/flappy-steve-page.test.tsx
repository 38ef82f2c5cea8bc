import { screen } from '@testing-library/react';
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
  jest.mocked(useFlappyGame).mockReturnValue({ snapshot, act: jest.fn(), restart: jest.fn() });
  renderWithProviders(<FlappyStevePage />, { route: '/games/flappy-steve' });
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
