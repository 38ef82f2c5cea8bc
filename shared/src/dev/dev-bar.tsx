// The development harness's top bar: sign in as a dev account, sign out, switch the theme. Loaded
// only by `rsbuild dev` (see dev-harness.tsx): it carries the local seed's dev credentials, which
// must never reach a production build (e2e/tests/security.spec.ts greps every dist/ for them).
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useAtom } from 'jotai';
import { signIn, signOut } from '../auth';
import { useIsAdmin, useSessionUser } from '../auth/hooks';
import { themeModeAtom } from '../theme/atoms';
import type { ThemeMode } from '../theme/tokens';
import { Button } from '../ui/button';
import { Input, Select } from '../ui/form-controls';

const Bar = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 2px dashed ${({ theme }) => theme.colors.warning};
  font-size: 0.875rem;
`;

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;

  input {
    width: 200px;
    min-height: 32px;
  }
`;

const Spacer = styled.span`
  flex: 1;
`;

/** Dev-only top bar: sign in/out quickly and switch theme while working on one remote. */
export default function DevBar() {
  const user = useSessionUser();
  const isAdmin = useIsAdmin();
  const [mode, setMode] = useAtom(themeModeAtom);
  const [email, setEmail] = useState('member@example.com');
  const [password, setPassword] = useState('Password1');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await signIn(email, password);
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Authentication failed');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Bar aria-label="Development harness">
      <strong>DEV HARNESS</strong>
      {user ? (
        <>
          <span>
            {user.email}
            {isAdmin ? ' (admin)' : ''}
          </span>
          <Button size="sm" variant="secondary" onClick={() => void signOut()}>
            Sign out
          </Button>
        </>
      ) : (
        <Form onSubmit={onSubmit}>
          <Input aria-label="Dev email" value={email} onChange={(e) => setEmail(e.target.value)} />
          <Input
            aria-label="Dev password"
            type="password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <Button size="sm" type="submit" loading={busy}>
            Sign in
          </Button>
          {error && <span role="alert">{error}</span>}
        </Form>
      )}
      <Spacer />
      <Select
        aria-label="Theme"
        value={mode}
        onChange={(e) => setMode(e.target.value as ThemeMode)}
        style={{ width: 'auto', minHeight: 32 }}
      >
        <option value="dark">dark</option>
        <option value="light">light</option>
        <option value="system">system</option>
      </Select>
    </Bar>
  );
}
