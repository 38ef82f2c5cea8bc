import { useSetAtom } from 'jotai';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  Banner,
  Button,
  errorSentence,
  Field,
  Input,
  Select,
  Switch,
  ANONYMOUS_NAME,
  GAME_NAME_LENGTH,
  accentColorAtom,
  themeModeAtom,
  useIsAdmin,
  validatePublicName,
  type AccentColor,
  type PrivacySetting,
  type Profile,
  type ThemeSetting,
} from '@norsecraft/shared';
import { PublicNameRefusedError, type SettingsValues } from '../api/update-settings';
import { useSaveSettings } from '../api/use-settings-writes';
import { AccentPicker } from './accent-picker';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
`;

// What each setting does today (docs/product/account.md#settings): the site has no friends lists,
// so Friends shows the public name as Public does.
const PRIVACY_OPTIONS: { value: PrivacySetting; label: string }[] = [
  { value: 'public', label: 'Public — your public name shows on your bids' },
  { value: 'friends', label: 'Friends — as Public, until the site has friends lists' },
  { value: 'private', label: `Private — your bids show as ${ANONYMOUS_NAME}` },
];

/** The game's name rule, which public names follow too (one limit: GAME_NAME_LENGTH). */
const NAME_RULE = `${GAME_NAME_LENGTH.min} to ${GAME_NAME_LENGTH.max} letters, digits or underscores.`;
const PUBLIC_NAME_HINT =
  `${NAME_RULE} Shown to everyone with your bids, in the auction house and in the community ` +
  `chat. Left empty, linking your game account fills in your game name; until then you appear as ` +
  `${ANONYMOUS_NAME}.`;
const PRIVACY_HINT =
  `Private hides your public name everywhere: your bids, earlier ones too, show as ` +
  `${ANONYMOUS_NAME}. Your e-mail address and account name are never shown to others.`;

const THEME_OPTIONS: { value: ThemeSetting; label: string }[] = [
  { value: 'dark', label: 'Dark' },
  { value: 'light', label: 'Light' },
  { value: 'system', label: 'System' },
];

function initialValues(profile: Profile): SettingsValues {
  return {
    public_name: profile.public_name,
    notifications_enabled: profile.notifications_enabled,
    privacy_setting: profile.privacy_setting,
    theme: profile.theme,
    accent_color: profile.accent_color,
  };
}

/** The profile settings; theme and accent apply at once, everything is stored on Save. */
export function SettingsForm({ profile }: { profile: Profile }) {
  const [values, setValues] = useState<SettingsValues>(() => initialValues(profile));
  const [showErrors, setShowErrors] = useState(false);
  const save = useSaveSettings(profile.id);
  const setThemeMode = useSetAtom(themeModeAtom);
  const setAccentColor = useSetAtom(accentColorAtom);

  const publicName = values.public_name ?? '';
  // A name another member has is said at the field, the form kept as it is.
  const publicNameRefusal =
    save.error instanceof PublicNameRefusedError ? save.error.message : null;
  // Staff names are the staff's: an admin may take one.
  const staff = useIsAdmin();
  const publicNameError = showErrors
    ? (validatePublicName(publicName, { staff }) ?? publicNameRefusal)
    : null;

  function update(patch: Partial<SettingsValues>) {
    setValues((current) => ({ ...current, ...patch }));
  }

  function chooseTheme(theme: ThemeSetting) {
    update({ theme });
    setThemeMode(theme);
  }

  function chooseAccent(accent_color: AccentColor) {
    update({ accent_color });
    setAccentColor(accent_color);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // From now on the public name's message follows every keystroke.
    setShowErrors(true);
    if (validatePublicName(publicName, { staff })) return;
    save.mutate(values);
  }

  return (
    <Form onSubmit={onSubmit} noValidate aria-label="Settings">
      <Field
        label="Public name"
        error={publicNameError}
        hint={PUBLIC_NAME_HINT}
        count={{ used: publicName.length, max: GAME_NAME_LENGTH.max }}
      >
        <Input
          name="public_name"
          autoComplete="nickname"
          spellCheck={false}
          maxLength={GAME_NAME_LENGTH.max}
          placeholder={ANONYMOUS_NAME}
          value={publicName}
          onChange={(event) => {
            if (publicNameRefusal) save.reset();
            update({ public_name: event.target.value === '' ? null : event.target.value });
          }}
        />
      </Field>
      <Switch
        label="Notifications"
        name="notifications_enabled"
        checked={values.notifications_enabled}
        onChange={(event) => update({ notifications_enabled: event.target.checked })}
      />
      <Field label="Privacy" hint={PRIVACY_HINT}>
        <Select
          name="privacy_setting"
          value={values.privacy_setting}
          onChange={(event) => update({ privacy_setting: event.target.value as PrivacySetting })}
        >
          {PRIVACY_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Theme" hint="Applied at once; saved with your settings.">
        <Select
          name="theme"
          value={values.theme}
          onChange={(event) => chooseTheme(event.target.value as ThemeSetting)}
        >
          {THEME_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </Field>
      <AccentPicker value={values.accent_color} onChange={chooseAccent} />
      {save.isError && !publicNameRefusal && (
        <Banner tone="error">
          {errorSentence(save.error, 'Failed to save settings. Please try again.')}
        </Banner>
      )}
      <Actions>
        <Button type="submit" loading={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Settings'}
        </Button>
      </Actions>
    </Form>
  );
}
