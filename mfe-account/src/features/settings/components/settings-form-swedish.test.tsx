import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { saveLanguage, loadPageLanguage, setPageLanguage, type Profile } from '@norsecraft/shared';
import { renderWithProviders } from '@norsecraft/shared/testing';
import { updateSettings } from '../api/update-settings';
import { SettingsForm } from './settings-form';

jest.mock('@norsecraft/shared', () => ({
  ...jest.requireActual('@norsecraft/shared'),
  refreshProfile: jest.fn(),
  saveLanguage: jest.fn(),
}));
jest.mock('../api/update-settings', () => ({
  ...jest.requireActual('../api/update-settings'),
  updateSettings: jest.fn(),
}));

const profile: Profile = {
  id: 'u1',
  username: 'thor',
  avatar_url: null,
  minecraft_username: null,
  public_name: null,
  notifications_enabled: true,
  privacy_setting: 'private',
  theme: 'dark',
  accent_color: 'green',
  language: null,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  last_active_at: '2026-01-01T00:00:00Z',
};

beforeEach(async () => {
  jest.clearAllMocks();
  await loadPageLanguage('sv');
});
afterEach(() => setPageLanguage('en'));

describe('SettingsForm in Swedish', () => {
  it('names every setting in Swedish, the page language chosen until the member picks one', () => {
    renderWithProviders(<SettingsForm profile={profile} />);
    expect(screen.getByLabelText('Offentligt namn')).toHaveAttribute('placeholder', 'Anonym');
    expect(screen.getByText(/^3 till 16 bokstäver/)).toBeInTheDocument();
    expect(screen.getByLabelText('Integritet')).toHaveDisplayValue(
      'Privat – dina bud visas som Anonym',
    );
    expect(screen.getByLabelText('Språk')).toHaveDisplayValue('Svenska');
    expect(screen.getByRole('button', { name: 'Spara inställningar' })).toBeInTheDocument();
  });

  it('saves a language the member chose, the way the language switch saves it', async () => {
    renderWithProviders(<SettingsForm profile={profile} />);
    await userEvent.selectOptions(screen.getByLabelText('Språk'), 'en');
    await userEvent.click(screen.getByRole('button', { name: 'Spara inställningar' }));
    await waitFor(() => expect(saveLanguage).toHaveBeenCalledWith('u1', 'en'));
    expect(updateSettings).toHaveBeenCalledWith(
      'u1',
      expect.not.objectContaining({ language: 'en' }),
    );
  });

  it('leaves the language alone when the member did not choose one', async () => {
    renderWithProviders(<SettingsForm profile={profile} />);
    await userEvent.click(screen.getByRole('button', { name: 'Spara inställningar' }));
    await waitFor(() => expect(updateSettings).toHaveBeenCalled());
    expect(saveLanguage).not.toHaveBeenCalled();
  });

  it('says a public name the database refuses in Swedish', async () => {
    const { PublicNameRefusedError } = jest.requireActual('../api/update-settings');
    jest
      .mocked(updateSettings)
      .mockRejectedValueOnce(new PublicNameRefusedError('This public name is already taken'));
    renderWithProviders(<SettingsForm profile={profile} />);
    await userEvent.type(screen.getByLabelText('Offentligt namn'), 'Thor_1');
    await userEvent.click(screen.getByRole('button', { name: 'Spara inställningar' }));
    expect(await screen.findByText('Det offentliga namnet är redan upptaget')).toBeInTheDocument();
  });
});
