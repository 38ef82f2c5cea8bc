import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '@norsecraft/shared/testing';
import { loadSupabase, signOut, supabase, updatePassword } from '@norsecraft/shared';
import { AuthApiError, type Session } from '@supabase/supabase-js';
import { UpdatePasswordPage } from './update-password-page';

jest.mock('@norsecraft/shared', () => ({
  ...jest.requireActual('@norsecraft/shared'),
  signOut: jest.fn(),
  updatePassword: jest.fn(),
}));

let getSession: jest.SpiedFunction<typeof supabase.auth.getSession>;

beforeAll(async () => {
  await loadSupabase();
  getSession = jest.spyOn(supabase.auth, 'getSession');
});

function withSession(present: boolean) {
  const session = present ? ({ access_token: 't' } as Session) : null;
  getSession.mockResolvedValue({ data: { session }, error: null } as Awaited<
    ReturnType<typeof supabase.auth.getSession>
  >);
}

function renderAt(address: string) {
  window.history.replaceState(null, '', address);
  renderWithProviders(
    <Routes>
      <Route path="/update-password" element={<UpdatePasswordPage />} />
      <Route path="/login" element={<h1>Login page</h1>} />
    </Routes>,
    { route: '/update-password' },
  );
}

async function typePasswords(password: string, confirmation: string) {
  await userEvent.type(screen.getByLabelText('New Password'), password);
  await userEvent.type(screen.getByLabelText('Confirm Password'), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
}

beforeEach(() => {
  jest.mocked(signOut).mockResolvedValue();
  jest.mocked(updatePassword).mockResolvedValue();
});
afterEach(() => {
  jest.useRealTimers();
  jest.clearAllMocks();
});

describe('UpdatePasswordPage', () => {
  it('shows its heading while it asks for the session (the HTML rendered on the server too)', () => {
    getSession.mockReturnValue(new Promise(() => {}));
    renderAt('/update-password');
    expect(screen.getByRole('heading', { level: 1, name: 'Update Password' })).toBeVisible();
    expect(screen.getByText('Checking your reset link...')).toBeInTheDocument();
  });

  it('shows the error view for an expired link, with Return to Login', () => {
    renderAt(
      '/update-password#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This password reset link is invalid or has expired.',
    );
    expect(screen.getByRole('alert')).not.toHaveTextContent('Email link');
    expect(screen.getByRole('link', { name: 'Return to Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByLabelText('New Password')).toBeNull();
  });

  it('checks the session, then sends a signed-out visitor to /login', async () => {
    withSession(false);
    renderAt('/update-password');
    expect(screen.getByRole('status', { name: 'Checking your reset link...' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
  });

  it('shows the form to a signed-in user (the recovery link signs in)', async () => {
    withSession(true);
    renderAt('/update-password');
    expect(await screen.findByLabelText('New Password')).toBeInTheDocument();
  });

  it('shows the form at once for a type=recovery link', () => {
    renderAt('/update-password?type=recovery');
    expect(screen.getByLabelText('New Password')).toBeInTheDocument();
    expect(getSession).not.toHaveBeenCalled();
  });

  it('turns checklist items green as they are met', async () => {
    renderAt('/update-password?type=recovery');
    const items = () => screen.getAllByRole('listitem').map((li) => li.dataset.met);
    expect(items()).toEqual(['false', 'false', 'false', 'false']);
    await userEvent.type(screen.getByLabelText('New Password'), 'Abcdef');
    expect(items()).toEqual(['true', 'true', 'true', 'false']);
    await userEvent.type(screen.getByLabelText('New Password'), '1');
    expect(items()).toEqual(['true', 'true', 'true', 'true']);
  });

  it('reports a mismatch before any other rule', async () => {
    renderAt('/update-password?type=recovery');
    await typePasswords('abc', 'abd');
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match');
    expect(updatePassword).not.toHaveBeenCalled();
  });

  it('reports the first failing rule', async () => {
    renderAt('/update-password?type=recovery');
    await typePasswords('abcdef', 'abcdef');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Password must contain at least one uppercase letter',
    );
  });

  it('drops the message once the fields meet every rule, without another submit', async () => {
    renderAt('/update-password?type=recovery');
    await typePasswords('abc', 'abc');
    expect(screen.getByRole('alert')).toHaveTextContent('Password must be at least 6 characters');
    await userEvent.type(screen.getByLabelText('New Password'), 'Def12');
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'Def12');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(updatePassword).not.toHaveBeenCalled();
  });

  it("says the server's refusal as a sentence, or the fallback", async () => {
    const same = new AuthApiError('New password should be different', 422, 'same_password');
    jest.mocked(updatePassword).mockRejectedValueOnce(new Error(same.message, { cause: same }));
    jest.mocked(updatePassword).mockRejectedValueOnce('?');
    renderAt('/update-password?type=recovery');
    await typePasswords('Valhalla1', 'Valhalla1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Choose a new password that differs from your current one.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update password');
  });

  it('updates, signs the recovery session out and goes to /login after 2 s', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderAt('/update-password?type=recovery');
    await user.type(screen.getByLabelText('New Password'), 'Valhalla1');
    await user.type(screen.getByLabelText('Confirm Password'), 'Valhalla1');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(
      await screen.findByRole('heading', { name: 'Password Updated Successfully!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Redirecting you to login...')).toBeInTheDocument();
    expect(updatePassword).toHaveBeenCalledWith('Valhalla1');
    expect(signOut).toHaveBeenCalled();

    act(() => jest.advanceTimersByTime(1999));
    expect(screen.queryByRole('heading', { name: 'Login page' })).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('heading', { name: 'Login page' })).toBeInTheDocument();
  });
});
