import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useSessionUser } from '@norsecraft/shared';
import { AuthCard } from '../../../components/auth-card';
import { redirectTarget } from '../lib/redirect-target';
import { LoginForm, type LoginMode } from './login-form';

/** /login — Account Access: sign in or create an account. */
export function LoginPage() {
  const user = useSessionUser();
  const location = useLocation();
  const navigate = useNavigate();
  const [mode, setMode] = useState<LoginMode>('sign-in');
  const target = redirectTarget(location.state);

  // Already signed in (or just signed in from another tab): nothing to do here.
  if (user) return <Navigate to={target} replace />;

  return (
    <AuthCard
      title="Account Access"
      subtitle={mode === 'sign-in' ? 'Sign in to your account' : 'Create a new account'}
    >
      <LoginForm
        mode={mode}
        onModeChange={setMode}
        onSignedIn={() => navigate(target, { replace: true })}
      />
    </AuthCard>
  );
}
