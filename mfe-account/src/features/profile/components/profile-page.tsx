import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  ownGameAccountQuery,
  Page,
  PageHeader,
  QueryView,
  useSessionUser,
} from '@norsecraft/shared';
import { SignedOutNotice } from '../../../components/signed-out-notice';
import { useOwnProfile } from '../../../hooks/use-own-profile';
import { PendingEmailNotice } from './pending-email-notice';
import { ProfileCard } from './profile-card';
import { t } from '../../../lib/i18n';

/** /profile — Your Profile. */
export function ProfilePage() {
  const user = useSessionUser();
  if (!user) return <SignedOutNotice />;
  return <ProfileView userId={user.id} email={user.email} />;
}

function ProfileView({ userId, email }: { userId: string; email: string }) {
  const profile = useOwnProfile(userId);
  const gameAccount = useQuery(ownGameAccountQuery(userId));
  // One "now" per visit keeps the labels steady while the page is open.
  const [now] = useState(() => Date.now());

  return (
    <Page>
      <PageHeader title={t('profile.title')} />
      <PendingEmailNotice userId={userId} email={email} />
      <QueryView
        query={profile}
        loadingLabel={t('profile.loading')}
        errorTitle={t('profile.loadFailed')}
        errorMessage={t('profile.tryLater')}
      >
        {(loaded) => (
          <ProfileCard
            profile={loaded}
            gameAccount={gameAccount.data ?? null}
            email={email}
            now={now}
          />
        )}
      </QueryView>
    </Page>
  );
}
