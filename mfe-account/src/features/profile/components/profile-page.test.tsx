import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@norsecraft/shared/testing';
import { appStore, sessionUserAtom, type Profile } from '@norsecraft/shared';
import { getOwnProfile } from '../../../lib/own-profile';
import { getPendingEmail } from '../api/pending-email';
import { ProfilePage } from './profile-page';

jest.mock('../../../lib/own-profile', () => ({
  ...jest.requireActual('../../../lib/own-profile'),
  getOwnProfile: jest.fn(),
}));
jest.mock('@norsecraft/shared', () => ({
  ...jest.requireActual('@norsecraft/shared'),
  ownGameAccountQuery: (userId: string) => ({
    queryKey: ['game-account', userId],
    queryFn: () => Promise.resolve(null),
  }),
}));
jest.mock('../api/pending-email', () => ({
  ...jest.requireActual('../api/pending-email'),
  getPendingEmail: jest.fn(),
}));
const fetchMock = jest.mocked(getOwnProfile);
const pendingMock = jest.mocked(getPendingEmail);

const HOUR = 3600_000;
const profile = (now: number): Profile => ({
  id: 'u1',
  username: 'thor',
  avatar_url: 'http://stack/avatars/u1.png',
  minecraft_username: 'Thor_1',
  public_name: null,
  notifications_enabled: true,
  privacy_setting: 'friends',
  theme: 'dark',
  accent_color: 'green',
  language: null,
  created_at: new Date(now - 3 * 24 * HOUR).toISOString(),
  updated_at: new Date(now).toISOString(),
  last_active_at: new Date(now - 2 * HOUR).toISOString(),
});

beforeEach(() => {
  jest.clearAllMocks();
  pendingMock.mockResolvedValue(null);
  appStore.set(sessionUserAtom, { id: 'u1', email: 'thor@asgard.no', profile: null });
});

describe('ProfilePage', () => {
  it('heads the card with the public name, and shows avatar, account name, joined and last active', async () => {
    fetchMock.mockResolvedValue({ ...profile(Date.now()), public_name: 'Thor_Odinson' });
    renderWithProviders(<ProfilePage />);
    expect(screen.getByRole('heading', { name: 'Your Profile' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Thor_Odinson' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'thor' })).toBeNull();
    expect(screen.getByRole('img', { name: "Thor_Odinson's avatar" })).toHaveAttribute(
      'src',
      'http://stack/avatars/u1.png',
    );
    expect(screen.getByText('thor')).toBeInTheDocument();
    expect(screen.getByText('3 days ago')).toBeInTheDocument();
    expect(screen.getByText('2 hours ago')).toBeInTheDocument();
    // Typed before game accounts were linked: shown, as unverified.
    expect(screen.getByText('Thor_1')).toBeInTheDocument();
    expect(screen.getByText('Unverified')).toBeInTheDocument();
    expect(screen.getByTestId('public-as')).toHaveTextContent('Thor_Odinson');
  });

  it('heads the card Anonymous before a public name is chosen, never with the e-mail', async () => {
    fetchMock.mockResolvedValue(profile(Date.now()));
    renderWithProviders(<ProfilePage />);
    expect(await screen.findByRole('heading', { name: 'Anonymous' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'choose one in Settings' })).toHaveAttribute(
      'href',
      '/settings',
    );
    // Others see the neutral label too, never the account name.
    expect(screen.getByTestId('public-as')).toHaveTextContent('Anonymous');
  });

  it('explains a pending e-mail change: both links are needed', async () => {
    fetchMock.mockResolvedValue(profile(Date.now()));
    pendingMock.mockResolvedValue('odin@asgard.no');
    renderWithProviders(<ProfilePage />);
    await waitFor(() =>
      expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain(
        'Your e-mail address changes to odin@asgard.no once you have followed both confirmation links: the one sent to thor@asgard.no and the one sent to odin@asgard.no. A link you have already followed counts; the other one is still needed.',
      ),
    );
    expect(await screen.findByText('thor@asgard.no')).toBeInTheDocument();
  });

  it('says nothing of e-mail changes when none is pending', async () => {
    fetchMock.mockResolvedValue(profile(Date.now()));
    renderWithProviders(<ProfilePage />);
    expect(await screen.findByRole('heading', { name: 'Anonymous' })).toBeInTheDocument();
    expect(screen.queryByText(/confirmation links/)).not.toBeInTheDocument();
  });

  it("shows 'Failed to load profile' and retries", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockRejectedValueOnce(new Error('offline')).mockResolvedValue(profile(Date.now()));
    renderWithProviders(<ProfilePage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load profile');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Anonymous' })).toBeInTheDocument();
  });

  it('asks a signed-out visitor to sign in', () => {
    appStore.set(sessionUserAtom, null);
    renderWithProviders(<ProfilePage />, { route: '/profile' });
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/login?next=%2Fprofile',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
