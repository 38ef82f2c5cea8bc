import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { appStore, resendConfirmation, sessionUserAtom } from '@norsecraft/shared';
import { renderWithProviders } from '@norsecraft/shared/testing';
import { AuthApiError } from '@supabase/supabase-js';
import { CheckEmailPage } from './check-email-page';

jest.mock('@norsecraft/shared', () => ({
  ...jest.requireActual('@norsecraft/shared'),
  resendConfirmation: jest.fn(),
}));
const resend = jest.mocked(resendConfirmation);

function renderAt(state?: unknown) {
  renderWithProviders(
    <Routes>
      <Route path="/check-email" element={<CheckEmailPage />} />
      <Route path="/auction-house" element={<h1>Auction page</h1>} />
    </Routes>,
    { route: { pathname: '/check-email', search: '?next=%2Fauction-house', state } },
  );
}

beforeEach(() => jest.resetAllMocks());
afterEach(() => appStore.set(sessionUserAtom, null));

describe('CheckEmailPage', () => {
  it('says where the link went, sends it again, and leads back to sign-in', async () => {
    resend.mockResolvedValue();
    renderAt({ email: 'thor@asgard.no' });
    expect(screen.getByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByText('thor@asgard.no')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute(
      'href',
      '/login?next=%2Fauction-house',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(resend).toHaveBeenCalledWith('thor@asgard.no', '/auction-house', undefined);
    expect(
      await screen.findByText('A new confirmation link is on its way to thor@asgard.no.'),
    ).toBeInTheDocument();
  });

  it('says why a resend was refused', async () => {
    resend.mockRejectedValue(
      new Error('x', {
        cause: new AuthApiError('For security purposes…', 429, 'over_email_send_rate_limit'),
      }),
    );
    renderAt({ email: 'thor@asgard.no' });
    await userEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many e-mails were sent to this address.',
    );
  });

  it('asks for the address when opened without the sign-up form', async () => {
    resend.mockResolvedValue();
    renderAt();
    await userEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Email is required');
    await userEvent.type(screen.getByLabelText('Email'), 'thor@asgard.no');
    await userEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    await waitFor(() =>
      expect(resend).toHaveBeenCalledWith('thor@asgard.no', '/auction-house', undefined),
    );
  });

  it('moves on once the visitor is signed in (the link was followed in another tab)', () => {
    appStore.set(sessionUserAtom, { id: 'u1', email: 'thor@asgard.no', profile: null });
    renderAt({ email: 'thor@asgard.no' });
    expect(screen.getByRole('heading', { name: 'Auction page' })).toBeInTheDocument();
  });
});
