import { screen, waitFor, within } from '@testing-library/react';
import {
  appStore,
  sessionUserAtom,
  staffRolesAtom,
  type MyVotes,
  type VoteLeaders,
} from '@norsecraft/shared';
import { renderWithProviders } from '@norsecraft/shared/testing';
import { getMyVotes, getVoteLeaders, getVoteSiteCounts } from '../api/get-votes';
import VotesPage from './votes-page';

jest.mock('../api/get-votes', () => {
  const actual = jest.requireActual('../api/get-votes');
  const getVoteLeaders = jest.fn();
  return {
    ...actual,
    getVoteLeaders,
    voteLeadersQuery: { queryKey: ['votes', 'leaders'], queryFn: () => getVoteLeaders() },
    getMyVotes: jest.fn(),
    getVoteSiteCounts: jest.fn(),
  };
});
// The vote sites are content staff edit (api/get-vote-sites.ts).
jest.mock('../api/get-vote-sites', () => ({
  voteSitesQuery: {
    queryKey: ['content', 'vote-sites'],
    queryFn: () =>
      Promise.resolve([
        {
          id: 1,
          name: 'TopG',
          url: 'https://topg.org/minecraft-servers/server-norsecraft',
          items: ['1× Vote Key'],
          currency: 2000,
          cooldown_hours: 24,
          bonus: null,
        },
      ]),
  },
}));

const leaders: VoteLeaders = {
  month: '2026-11',
  votes: 414,
  voters: 10,
  top: [
    { name: 'Ragnar_Lothbrok', votes: 77, member: null },
    { name: 'Shieldmaiden_Sif', votes: 72, member: 'Sif' },
  ],
  last_month: { month: '2026-10', winners: [{ name: 'Lagertha_Shield', votes: 87, member: null }] },
};

function signIn(admin = false) {
  appStore.set(sessionUserAtom, { id: 'u1', email: 'sif@example.com', profile: null });
  appStore.set(staffRolesAtom, admin ? ['admin'] : []);
}

beforeEach(() => {
  jest.mocked(getVoteLeaders).mockResolvedValue(leaders);
  appStore.set(sessionUserAtom, null);
  appStore.set(staffRolesAtom, []);
});

it("shows the month's votes and top voters, linking each to their player page", async () => {
  renderWithProviders(<VotesPage />);
  const summary = await screen.findByRole('list', { name: 'Vote summary' });
  expect(within(summary).getByText('Monthly votes')).toHaveTextContent('Monthly votes414');
  expect(within(summary).getByText('Top voter (77 votes)')).toHaveTextContent('Ragnar_Lothbrok');
  expect(within(summary).getByRole('link', { name: 'Sign in to see yours' })).toBeVisible();
  expect(await screen.findByRole('link', { name: /Vote on TopG/ })).toHaveAttribute(
    'href',
    'https://topg.org/minecraft-servers/server-norsecraft',
  );

  const top = screen.getByRole('heading', { name: 'Top voters this month' }).parentElement!;
  expect(within(top).getByRole('link', { name: 'Shieldmaiden_Sif' })).toHaveAttribute(
    'href',
    '/players/Shieldmaiden_Sif',
  );
  // A linked member shown by the public name they show.
  expect(within(top).getByText(/on the site/)).toHaveTextContent('(Sif on the site)');
  const last = screen.getByRole('heading', { name: 'Winners of October 2026' }).parentElement!;
  expect(within(last).getByText('87 votes')).toBeVisible();
  expect(screen.queryByRole('heading', { name: 'Votes per site' })).toBeNull();
});

it.each<[string, MyVotes, string]>([
  ['without a game account', { linked: false }, 'Your votesLink your game account'],
  [
    'linked',
    { linked: true, name: 'Sif', votes: 12, rank: 2, streak: 3, last_vote_day: '2026-11-27' },
    'Your votes12 · 3 days in a row',
  ],
])('a member %s sees their own votes', async (_case, mine, text) => {
  signIn();
  jest.mocked(getMyVotes).mockResolvedValue(mine);
  renderWithProviders(<VotesPage />);
  const summary = await screen.findByRole('list', { name: 'Vote summary' });
  await waitFor(() => expect(within(summary).getByText('Your votes')).toHaveTextContent(text));
});

it('admins see the votes per site, this month and last', async () => {
  signIn(true);
  jest.mocked(getMyVotes).mockResolvedValue({ linked: false });
  jest.mocked(getVoteSiteCounts).mockResolvedValue({
    month: '2026-11',
    sites: [{ service: 'TopG', votes: 140 }],
    last_month: { month: '2026-10', sites: [{ service: 'TopG', votes: 150 }] },
  });
  renderWithProviders(<VotesPage />);
  const row = await screen.findByRole('row', { name: /TopG/ });
  expect(row).toHaveTextContent('TopG140150');
});

it('says so when nobody has voted this month', async () => {
  jest.mocked(getVoteLeaders).mockResolvedValue({
    ...leaders,
    votes: 0,
    voters: 0,
    top: [],
    last_month: { month: '2026-10', winners: [] },
  });
  renderWithProviders(<VotesPage />);
  expect(await screen.findByText('Nobody has voted this month yet: be the first.')).toBeVisible();
  expect(screen.getByText('Nobody voted last month.')).toBeVisible();
});
