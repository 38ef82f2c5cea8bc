import { useMutation } from '@tanstack/react-query';
import {
  Banner,
  Button,
  CAPTCHA_MISSING,
  errorSentence,
  notify,
  RefusedError,
  resendConfirmation,
  useCaptcha,
} from '@norsecraft/shared';
import { said, t } from '../../../lib/i18n';

/**
 * Mails a new confirmation link. The server answers alike whatever the address (it sends nothing
 * to a confirmed or unknown one), and so does the notice. Where the project asks for a CAPTCHA,
 * `captcha.check` is the widget to show beside the button.
 */
export function useResendConfirmation(returnPath: string, onSent?: () => void) {
  const captcha = useCaptcha();
  const resend = useMutation({
    mutationFn: (email: string) => {
      if (captcha.required && !captcha.token) throw new RefusedError(CAPTCHA_MISSING, 0);
      return resendConfirmation(email, returnPath, captcha.token ?? undefined);
    },
    // Each CAPTCHA token is good for one request.
    onSettled: captcha.renew,
    onSuccess: (_, email) => {
      notify({ text: t('resend.sent', { email }), ms: 15_000 }, 'info');
      onSent?.();
    },
  });
  return { resend, captcha };
}

export const resendFailure = (error: unknown) => said(errorSentence(error, t('resend.failed')));

interface ResendConfirmationProps {
  email: string;
  /** Where the new link returns to once it has signed the visitor in. */
  returnPath: string;
  onSent?: () => void;
}

/** "Send the link again" for a known address, with its failure beside it. */
export function ResendConfirmation({ email, returnPath, onSent }: ResendConfirmationProps) {
  const { resend, captcha } = useResendConfirmation(returnPath, onSent);
  return (
    <>
      {resend.isError && <Banner tone="error">{resendFailure(resend.error)}</Banner>}
      {captcha.check}
      <Button
        type="button"
        variant="secondary"
        block
        loading={resend.isPending}
        onClick={() => resend.mutate(email)}
      >
        {t('resend.button')}
      </Button>
    </>
  );
}
