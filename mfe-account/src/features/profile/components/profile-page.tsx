import { useState } from 'react';
import { ErrorState, LoadingState, Page, PageHeader, useSessionUser } from '@norsecraft/shared';
import { SignedOutNotice } from '../../../components/signed-out-notice';
import { useOwnProfile } from '../../../hooks/use-own-profile';
import { ProfileCard } from './profile-card';

/** /profile — Your Profile. */
export function ProfilePage() {
  const user = useSessionUser();
  if (!user) return <SignedOutNotice />;
  return <ProfileView userId={user.id} email={user.email} />;
}

function ProfileView({ userId, email }: { userId: string; email: string }) {
  const profile = useOwnProfile(userId);
  // One "now" per visit keeps the labels steady while the page is open.
  const [now] = useState(() => Date.now());

  return (
    <Page>
      <PageHeader title="Your Profile" />
      {profile.status === 'loading' && <LoadingState label="Loading profile..." />}
      {profile.status === 'error' && (
        <ErrorState
          title="Failed to load profile"
          message="Please try again later."
          onRetry={profile.reload}
        />
      )}
      {profile.status === 'ready' && (
        <ProfileCard profile={profile.profile} email={email} now={now} />
      )}
    </Page>
  );
}
