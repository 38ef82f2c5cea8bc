import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@norsecraft/shared/testing';
import { requestPasswordReset } from '@norsecraft/shared';
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

  it('checks the e-mail before asking the server', async () => {
    await submit('');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid email format');
    expect(request).not.toHaveBeenCalled();
  });

  it('shows the sent view with Return to Login', async () => {
    request.mockResolvedValue();
    await submit('thor@asgard.no');
    expect(request).toHaveBeenCalledWith('thor@asgard.no');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Password reset instructions have been sent to your email.',
    );
    expect(screen.getByRole('link', { name: 'Return to Login' })).toHaveAttribute('href', '/login');
  });

  it("shows the server's message, or 'Failed to send reset email'", async () => {
    request.mockRejectedValueOnce(new Error('Too many requests')).mockRejectedValueOnce(null);
    await submit('thor@asgard.no');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Instructions' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send reset email');
  });
});
