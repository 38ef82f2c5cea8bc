import { useState, type FormEvent } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import {
  Banner,
  Button,
  Field,
  Input,
  LinkButton,
  RichText,
  returnPathFrom,
  signInPath,
  useServerFirst,
  useSessionUser,
} from '@norsecraft/shared';
import { AuthCard, Stack } from '../../../components/auth-card';
import { emailError } from '../../../lib/credentials';
import { ResendConfirmation, resendFailure, useResendConfirmation } from './resend-confirmation';
import { said, t } from '../../../lib/i18n';

const Text = styled.p`
  margin: 0;
`;

const Muted = styled(Text)`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9375rem;
`;

const Address = styled.strong`
  overflow-wrap: anywhere;
`;

/** The address the sign-up form handed over (router state, which the browser keeps on reload). */
function emailOf(state: unknown): string | null {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' && email !== '' ? email : null;
}

/**
 * /check-email — after creating an account: the confirmation link is in the mail. The page reads
 * the same whether the address was new or already had an account (the server answers alike and
 * mails nothing to a registered one), so it tells no one who is registered.
 */
export function CheckEmailPage() {
  const location = useLocation();
  const user = useSessionUser();
  const returnPath = returnPathFrom(location.search);
  // The server never sees the router's state: the page hydrates as it was sent, then shows it.
  const email = useServerFirst(emailOf(location.state), null);
  // Confirmed in another tab: the session arrives here too.
  if (user) return <Navigate to={returnPath} replace />;

  return (
    <AuthCard title={t('checkEmail.title')} subtitle={t('checkEmail.subtitle')}>
      {email ? (
        <>
          <Text>
            <RichText
              text={t('checkEmail.sent', { email })}
              parts={{ address: (text) => <Address>{text}</Address> }}
            />
          </Text>
          <Muted>{t('checkEmail.help')}</Muted>
          <ResendConfirmation email={email} returnPath={returnPath} />
        </>
      ) : (
        <AskForAddress returnPath={returnPath} />
      )}
      <LinkButton to={signInPath(returnPath)} variant="ghost" block>
        {t('checkEmail.back')}
      </LinkButton>
    </AuthCard>
  );
}

/** Opened without the sign-up form (another tab, a bookmark): the address is asked for. */
function AskForAddress({ returnPath }: { returnPath: string }) {
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const { resend, captcha } = useResendConfirmation(returnPath);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    resend.reset();
    const refused = emailError(email);
    setInvalid(refused);
    if (!refused) resend.mutate(email);
  }

  return (
    <Stack onSubmit={onSubmit} noValidate aria-label={t('resend.button')}>
      <Text>{t('checkEmail.ask')}</Text>
      {resend.isError && <Banner tone="error">{resendFailure(resend.error)}</Banner>}
      <Field label={t('login.email')} error={said(invalid)}>
        <Input
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </Field>
      {captcha.check}
      <Button type="submit" variant="secondary" block loading={resend.isPending}>
        {t('resend.button')}
      </Button>
    </Stack>
  );
}
