import { useMutation } from '@tanstack/react-query';
import { Banner, Button, errorSentence, notify, resendConfirmation } from '@norsecraft/shared';

/**
 * Mails a new confirmation link. The server answers alike whatever the address (it sends nothing
 * to a confirmed or unknown one), and so does the notice.
 */
export function useResendConfirmation(returnPath: string, onSent?: () => void) {
  return useMutation({
    mutationFn: (email: string) => resendConfirmation(email, returnPath),
    onSuccess: (_, email) => {
      notify({ text: `A new confirmation link is on its way to ${email}.`, ms: 15_000 }, 'info');
      onSent?.();
    },
  });
}

export const resendFailure = (error: unknown) =>
  errorSentence(error, 'The email could not be sent. Please try again.');

interface ResendConfirmationProps {
  email: string;
  /** Where the new link returns to once it has signed the visitor in. */
  returnPath: string;
  onSent?: () => void;
}

/** "Send the link again" for a known address, with its failure beside it. */
export function ResendConfirmation({ email, returnPath, onSent }: ResendConfirmationProps) {
  const resend = useResendConfirmation(returnPath, onSent);
  return (
    <>
      {resend.isError && <Banner tone="error">{resendFailure(resend.error)}</Banner>}
      <Button
        type="button"
        variant="secondary"
        block
        loading={resend.isPending}
        onClick={() => resend.mutate(email)}
      >
        Send the link again
      </Button>
    </>
  );
}
