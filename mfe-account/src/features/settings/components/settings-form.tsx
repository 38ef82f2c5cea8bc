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
  currentLanguage,
  DEFAULT_LANGUAGE,
  GAME_NAME_LENGTH,
  isLanguage,
  LANGUAGE_NAMES,
  LANGUAGES,
  accentColorAtom,
  themeModeAtom,
  useIsAdmin,
  validatePublicName,
  type AccentColor,
  type Language,
  type PrivacySetting,
  type Profile,
  type ThemeSetting,
} from '@norsecraft/shared';
import { PublicNameRefusedError, type SettingsValues } from '../api/update-settings';
import { useSaveSettings } from '../api/use-settings-writes';
import { said, t } from '../../../lib/i18n';
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
const PRIVACY_OPTIONS: readonly PrivacySetting[] = ['public', 'friends', 'private'];
const THEME_OPTIONS: readonly ThemeSetting[] = ['dark', 'light', 'system'];

/** The language the select shows: the member's, else the page's (English on the pseudo-locale). */
function shownLanguage(profile: Profile): Language {
  if (isLanguage(profile.language)) return profile.language;
  const page = currentLanguage();
  return isLanguage(page) ? page : DEFAULT_LANGUAGE;
}

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
  // Saved only once chosen here: a member who never picks one keeps following the address.
  const [language, setLanguage] = useState<Language | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  const save = useSaveSettings(profile.id);
  const setThemeMode = useSetAtom(themeModeAtom);
  const setAccentColor = useSetAtom(accentColorAtom);

  const publicName = values.public_name ?? '';
  // A name another member has is said at the field, the form kept as it is.
  const publicNameRefusal =
    save.error instanceof PublicNameRefusedError ? said(save.error.message) : null;
  // Staff names are the staff's: an admin may take one.
  const staff = useIsAdmin();
  const anonymous = said(ANONYMOUS_NAME);
  const publicNameError = showErrors
    ? (said(validatePublicName(publicName, { staff })) ?? publicNameRefusal)
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
    save.mutate({ values, language });
  }

  return (
    <Form onSubmit={onSubmit} noValidate aria-label={t('settings.form')}>
      <Field
        label={t('settings.publicName')}
        error={publicNameError}
        hint={t('settings.publicNameHint', { ...GAME_NAME_LENGTH, anonymous })}
        count={{ used: publicName.length, max: GAME_NAME_LENGTH.max }}
      >
        <Input
          name="public_name"
          autoComplete="nickname"
          spellCheck={false}
          maxLength={GAME_NAME_LENGTH.max}
          placeholder={anonymous}
          value={publicName}
          onChange={(event) => {
            if (publicNameRefusal) save.reset();
            update({ public_name: event.target.value === '' ? null : event.target.value });
          }}
        />
      </Field>
      <Switch
        label={t('settings.notifications')}
        name="notifications_enabled"
        checked={values.notifications_enabled}
        onChange={(event) => update({ notifications_enabled: event.target.checked })}
      />
      <Field label={t('settings.privacy')} hint={t('settings.privacyHint', { anonymous })}>
        <Select
          name="privacy_setting"
          value={values.privacy_setting}
          onChange={(event) => update({ privacy_setting: event.target.value as PrivacySetting })}
        >
          {PRIVACY_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {t(`settings.privacy.${option}`, { anonymous })}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('settings.theme')} hint={t('settings.themeHint')}>
        <Select
          name="theme"
          value={values.theme}
          onChange={(event) => chooseTheme(event.target.value as ThemeSetting)}
        >
          {THEME_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {t(`settings.theme.${option}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('settings.language')} hint={t('settings.languageHint')}>
        <Select
          name="language"
          value={language ?? shownLanguage(profile)}
          onChange={(event) => setLanguage(event.target.value as Language)}
        >
          {LANGUAGES.map((option) => (
            <option key={option} value={option} lang={option}>
              {LANGUAGE_NAMES[option]}
            </option>
          ))}
        </Select>
      </Field>
      <AccentPicker value={values.accent_color} onChange={chooseAccent} />
      {save.isError && !publicNameRefusal && (
        <Banner tone="error">{said(errorSentence(save.error, t('settings.saveFailed')))}</Banner>
      )}
      <Actions>
        <Button type="submit" loading={save.isPending}>
          {save.isPending ? t('settings.saving') : t('settings.save')}
        </Button>
      </Actions>
    </Form>
  );
}
