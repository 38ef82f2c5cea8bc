import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@norsecraft/shared/testing';
import {
  accentColorAtom,
  appStore,
  refreshProfile,
  themeModeAtom,
  type Profile,
} from '@norsecraft/shared';
import { PublicNameRefusedError, updateSettings as saveSettings } from '../api/update-settings';
import { SettingsForm } from './settings-form';

jest.mock('@norsecraft/shared', () => ({
  ...jest.requireActual('@norsecraft/shared'),
  refreshProfile: jest.fn(),
}));
jest.mock('../api/update-settings', () => ({
  ...jest.requireActual('../api/update-settings'),
  updateSettings: jest.fn(),
}));

const save = jest.mocked(saveSettings);

const profile: Profile = {
  id: 'u1',
  username: 'thor',
  avatar_url: null,
  minecraft_username: null,
  public_name: null,
  notifications_enabled: true,
  privacy_setting: 'friends',
  theme: 'dark',
  accent_color: 'green',
  language: null,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  last_active_at: '2026-01-01T00:00:00Z',
};

function setup() {
  renderWithProviders(<SettingsForm profile={profile} />);
  return { publicName: screen.getByLabelText('Public name') };
}

const saveButton = () => screen.getByRole('button', { name: /Save Settings|Saving/ });

beforeEach(() => {
  jest.clearAllMocks();
  appStore.set(themeModeAtom, 'dark');
  appStore.set(accentColorAtom, 'green');
});
afterEach(() => jest.useRealTimers());

describe('SettingsForm', () => {
  it('has no game name to type: it comes from the game (issue 38)', () => {
    setup();
    expect(screen.queryByLabelText('Minecraft username')).toBeNull();
  });

  it('says the public name limit and stops at it visibly, not silently', async () => {
    const { publicName } = setup();
    expect(publicName).toHaveAttribute('maxLength', '16');
    expect(publicName).toHaveAccessibleDescription(
      expect.stringContaining('3 to 16 letters, digits or underscores.'),
    );
    await userEvent.type(publicName, 'Ragnar');
    expect(screen.getByText('6/16')).toBeInTheDocument();
    await userEvent.type(publicName, '_Lothbrok_the_Bold');
    expect(publicName).toHaveValue('Ragnar_Lothbrok_');
    expect(publicName).toHaveAccessibleDescription(
      expect.stringContaining('16/16: the most it can hold'),
    );
  });

  it('applies theme and accent at once, before saving', async () => {
    setup();
    await userEvent.selectOptions(screen.getByLabelText('Theme'), 'light');
    expect(appStore.get(themeModeAtom)).toBe('light');
    await userEvent.click(screen.getByRole('radio', { name: 'purple' }));
    expect(appStore.get(accentColorAtom)).toBe('purple');
    expect(save).not.toHaveBeenCalled();
  });

  it('saves every setting, shows the success message for 3 s and refreshes the profile', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    save.mockResolvedValue();
    setup();
    await user.click(screen.getByRole('switch', { name: 'Notifications' }));
    await user.selectOptions(screen.getByLabelText('Privacy'), 'private');
    await user.selectOptions(screen.getByLabelText('Theme'), 'system');
    await user.click(screen.getByRole('radio', { name: 'red' }));
    await user.click(saveButton());

    expect(save).toHaveBeenCalledWith('u1', {
      public_name: null,
      notifications_enabled: false,
      privacy_setting: 'private',
      theme: 'system',
      accent_color: 'red',
    });
    expect(await screen.findByText('Settings saved successfully!')).toBeVisible();
    expect(refreshProfile).toHaveBeenCalled();

    act(() => jest.advanceTimersByTime(3000));
    expect(screen.queryByText('Settings saved successfully!')).toBeNull();
  });

  it('saves a chosen public name', async () => {
    save.mockResolvedValue();
    const { publicName } = setup();
    await userEvent.type(publicName, 'Hammer_Hand');
    await userEvent.click(saveButton());
    expect(save).toHaveBeenCalledWith(
      'u1',
      expect.objectContaining({ public_name: 'Hammer_Hand' }),
    );
  });

  it.each([
    ['erik.larsson', 'Public name can only contain letters, numbers, and underscores'],
    ['ab', 'Public name must be at least 3 characters'],
  ])('refuses the public name %p with its message and saves nothing', async (value, message) => {
    const { publicName } = setup();
    await userEvent.type(publicName, value);
    await userEvent.click(saveButton());
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(publicName).toHaveAttribute('aria-invalid', 'true');
    expect(save).not.toHaveBeenCalled();
  });

  it("says at the field when the database refuses the public name as another member's", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    save.mockRejectedValue(new PublicNameRefusedError('This public name is already taken'));
    const { publicName } = setup();
    await userEvent.type(publicName, 'Taken_Name');
    await userEvent.click(saveButton());
    expect(await screen.findByText('This public name is already taken')).toBeVisible();
    expect(publicName).toHaveAttribute('aria-invalid', 'true');
    expect(publicName).toHaveValue('Taken_Name');
  });

  it('explains what each privacy setting shows to others', () => {
    setup();
    const privacy = screen.getByLabelText('Privacy');
    expect(privacy).toHaveAccessibleDescription(/Private hides your public name everywhere/);
    expect(
      screen.getByRole('option', { name: /^Private — your bids show as Anonymous/ }),
    ).toBeTruthy();
  });

  it('reports a failed save', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    save.mockRejectedValue(new Error('boom'));
    setup();
    await userEvent.click(saveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to save settings. Please try again.',
    );
    expect(refreshProfile).not.toHaveBeenCalled();
  });
});
