import { useLocation } from 'react-router-dom';
import { EmptyState, LinkButton, Page, signInPath } from '@norsecraft/shared';

/**
 * Shown by the pages that need a user if one is not signed in (the shell's guard normally
 * redirects first; this covers the standalone harness and a sign-out in another tab).
 */
export function SignedOutNotice() {
  const location = useLocation();
  return (
    <Page>
      <EmptyState
        title="You are signed out"
        message="Sign in to see this page."
        action={<LinkButton to={signInPath(location)}>Sign In</LinkButton>}
      />
    </Page>
  );
}
