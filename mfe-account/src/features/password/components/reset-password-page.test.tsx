import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@norsecraft/shared/testing';
import { requestPasswordReset } from '@norsecraft/shared';
import { AuthApiError } from '@supabase/supabase-js';
import { ResetPasswordPage } from './reset-password-page';

jest.mock('@norsecraft/shared', () => ({
  ...jest.requireActual('@norsecraft/shared'),
  requestPasswordReset: jest.fn(),
}));
const request = jest.mocked(requestPasswordReset);

async function submit(email: string) {
  renderWithProviders(<ResetPasswordPage />);
  if (email) await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.click(screen.getByRole('button', { name: 'Send Reset Instructions' }));
}

beforeEach(() => jest.resetAllMocks());

describe('ResetPasswordPage', () => {
  it('offers Back to Login', () => {
    renderWithProviders(<ResetPasswordPage />);
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
  });

  it('says an empty address is required before asking the server', async () => {
    await submit('');
    expect(screen.getByRole('alert')).toHaveTextContent('Email is required');
    expect(request).not.toHaveBeenCalled();
  });

  it('checks the e-mail format before asking the server', async () => {
    await submit('thor');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid email format');
    expect(request).not.toHaveBeenCalled();
  });

  it('shows the sent view with Return to Login', async () => {
    request.mockResolvedValue();
    await submit('thor@asgard.no');
    expect(request).toHaveBeenCalledWith('thor@asgard.no', undefined);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Password reset instructions have been sent to your email.',
    );
    expect(screen.getByRole('link', { name: 'Return to Login' })).toHaveAttribute('href', '/login');
  });

  it("says the server's refusal as a sentence, or 'Failed to send reset email'", async () => {
    const limited = new AuthApiError(
      'email rate limit exceeded',
      429,
      'over_email_send_rate_limit',
    );
    request
      .mockRejectedValueOnce(new Error(limited.message, { cause: limited }))
      .mockRejectedValueOnce(null);
    await submit('thor@asgard.no');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many e-mails were sent to this address. Please wait a few minutes before asking again.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Instructions' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send reset email');
  });
});
