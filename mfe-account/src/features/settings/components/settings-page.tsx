import styled from 'styled-components';
import {
  Card,
  Page,
  PageHeader,
  QueryView,
  useSessionUser,
  type SessionUser,
} from '@norsecraft/shared';
import { SignedOutNotice } from '../../../components/signed-out-notice';
import { useOwnProfile } from '../../../hooks/use-own-profile';
import { AvatarUploader } from './avatar-uploader';
import { GameAccountSection } from './game-account-section';
import { SettingsForm } from './settings-form';
import { t } from '../../../lib/i18n';

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  max-width: 720px;
`;

const SectionTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1.25rem;
`;

/** /settings — avatar and profile settings of the signed-in user. */
export function SettingsPage() {
  const user = useSessionUser();
  if (!user) return <SignedOutNotice />;
  return <SettingsView user={user} />;
}

function SettingsView({ user }: { user: SessionUser }) {
  const profile = useOwnProfile(user.id);

  return (
    <Page>
      <PageHeader title={t('settings.title')} subtitle={t('settings.subtitle')} />
      <QueryView
        query={profile}
        loadingLabel={t('settings.loading')}
        errorTitle={t('profile.loadFailed')}
        errorMessage={t('profile.tryLater')}
      >
        {(loaded) => (
          <Sections>
            <Card as="section" aria-labelledby="avatar-heading">
              <SectionTitle id="avatar-heading">{t('settings.avatar')}</SectionTitle>
              {/* The shared profile, not the snapshot: it changes when an upload lands. */}
              <AvatarUploader
                userId={user.id}
                avatarUrl={user.profile?.avatar_url ?? loaded.avatar_url}
                username={loaded.username}
              />
            </Card>
            <Card as="section" aria-labelledby="game-account-heading">
              <SectionTitle id="game-account-heading">{t('settings.gameAccount')}</SectionTitle>
              <GameAccountSection userId={user.id} unverifiedName={loaded.minecraft_username} />
            </Card>
            <Card as="section" aria-labelledby="profile-settings-heading">
              <SectionTitle id="profile-settings-heading">
                {t('settings.profileSettings')}
              </SectionTitle>
              <SettingsForm profile={loaded} />
            </Card>
          </Sections>
        )}
      </QueryView>
    </Page>
  );
}
