import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@norsecraft/shared/testing';
import { resendConfirmation, signIn, signUp } from '@norsecraft/shared';
import { AuthApiError, AuthWeakPasswordError } from '@supabase/supabase-js';
import { LoginForm, type LoginMode } from './login-form';

jest.mock('@norsecraft/shared', () => ({
  ...jest.requireActual('@norsecraft/shared'),
  signIn: jest.fn(),
  signUp: jest.fn(),
  resendConfirmation: jest.fn(),
}));

const signInMock = jest.mocked(signIn);
const signUpMock = jest.mocked(signUp);
const resendMock = jest.mocked(resendConfirmation);
const user = { id: 'u1', email: 'thor@asgard.no', profile: null };

function setup(mode: LoginMode = 'sign-in') {
  const onSignedIn = jest.fn();
  const onModeChange = jest.fn();
  const onConfirmationSent = jest.fn();
  renderWithProviders(
    <LoginForm
      mode={mode}
      onModeChange={onModeChange}
      onSignedIn={onSignedIn}
      onConfirmationSent={onConfirmationSent}
      returnPath="/auction-house"
    />,
  );
  return { onSignedIn, onModeChange, onConfirmationSent };
}

async function fill(email: string, password: string) {
  if (email) await userEvent.type(screen.getByLabelText('Email'), email);
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
}

beforeEach(() => jest.resetAllMocks());

describe('LoginForm', () => {
  it('checks the e-mail format before calling the backend', async () => {
    setup();
    await fill('thor', 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid email format');
    expect(signInMock).not.toHaveBeenCalled();
  });

  it.each(['sign-in', 'sign-up'] as const)(
    'says empty fields are required, not "Invalid email format" (%s)',
    async (mode) => {
      setup(mode);
      const submit = mode === 'sign-in' ? 'Sign In' : 'Create Account';
      await userEvent.click(screen.getByRole('button', { name: submit }));
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
      expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
        expect.stringContaining('Password is required'),
      );
      expect(screen.queryByText('Invalid email format')).toBeNull();
      expect(signInMock).not.toHaveBeenCalled();
      expect(signUpMock).not.toHaveBeenCalled();
    },
  );

  it('checks the password length before calling the backend', async () => {
    setup();
    await fill('thor@asgard.no', '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Password must be at least 6 characters');
    expect(signInMock).not.toHaveBeenCalled();
  });

  it('uses an e-mail typed, required field', () => {
    setup();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Email')).toBeRequired();
    expect(screen.getByLabelText('Password')).toBeRequired();
  });

  it('disables the button while signing in, then reports success', async () => {
    let finish: (value: typeof user) => void = () => {};
    signInMock.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const { onSignedIn } = setup();
    await fill('thor@asgard.no', 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    const button = screen.getByRole('button', { name: 'Sign In' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(signInMock).toHaveBeenCalledWith('thor@asgard.no', 'secret1', undefined);

    finish(user);
    await screen.findByRole('button', { name: 'Sign In' });
    expect(onSignedIn).toHaveBeenCalled();
  });

  it('says a refused sign-in as a sentence with what to do', async () => {
    signInMock.mockRejectedValue(
      new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'),
    );
    const { onSignedIn } = setup();
    await fill('thor@asgard.no', 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The e-mail or password is not right. Check both and try again.',
    );
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it("shows 'Authentication failed' when a non-error is thrown", async () => {
    signInMock.mockRejectedValue('nope');
    setup();
    await fill('thor@asgard.no', 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Authentication failed');
  });

  it("creates an account in sign-up mode and shows 'Registration failed' without a reason", async () => {
    signUpMock.mockRejectedValueOnce({}).mockResolvedValueOnce(user);
    const { onSignedIn } = setup('sign-up');
    await fill('thor@asgard.no', 'Secret12');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Registration failed');

    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(signUpMock).toHaveBeenLastCalledWith(
      'thor@asgard.no',
      'Secret12',
      '/auction-house',
      undefined,
    );
    expect(onSignedIn).toHaveBeenCalled();
    expect(signInMock).not.toHaveBeenCalled();
  });

  it('goes to check-your-email when the account waits for its confirmation link', async () => {
    signUpMock.mockResolvedValue(null);
    const { onSignedIn, onConfirmationSent } = setup('sign-up');
    await fill('thor@asgard.no', 'Secret12');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(onConfirmationSent).toHaveBeenCalledWith('thor@asgard.no'));
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('says an unconfirmed address must be confirmed first, and sends the link again', async () => {
    signInMock.mockRejectedValue(
      new AuthApiError('Email not confirmed', 400, 'email_not_confirmed'),
    );
    resendMock.mockResolvedValue();
    const { onConfirmationSent } = setup();
    await fill('thor@asgard.no', 'Secret12');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Confirm your e-mail address first: open the link we sent you, then sign in.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(resendMock).toHaveBeenCalledWith('thor@asgard.no', '/auction-house', undefined);
    await waitFor(() => expect(onConfirmationSent).toHaveBeenCalledWith('thor@asgard.no'));
  });

  it('toggles the mode through the link and offers password reset only when signing in', async () => {
    const { onModeChange } = setup();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(onModeChange).toHaveBeenCalledWith('sign-up');
  });

  it('shows the password rules before the first try, ticking them as they are met', async () => {
    setup('sign-up');
    const rules = screen.getByRole('list', { name: 'Requirements' });
    expect(rules).toHaveTextContent('At least 6 characters');
    expect(rules).toHaveTextContent('One uppercase letter');
    await fill('', 'Ab');
    expect(screen.getByText('One uppercase letter').closest('li')).toHaveAttribute(
      'data-met',
      'true',
    );
    expect(screen.getByText('One number').closest('li')).toHaveAttribute('data-met', 'false');
  });

  it('refuses a password that breaks a rule before calling the backend', async () => {
    setup('sign-up');
    await fill('thor@asgard.no', 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Password must contain at least one uppercase letter',
    );
    expect(signUpMock).not.toHaveBeenCalled();
  });

  it("never shows the server's character list for a weak password", async () => {
    const weak = new AuthWeakPasswordError(
      'Password should contain at least one character of each: abcdefghijklmnopqrstuvwxyz, ABCDEFGHIJKLMNOPQRSTUVWXYZ, 0123456789.',
      422,
      ['characters'],
    );
    signUpMock.mockRejectedValue(new Error(weak.message, { cause: weak }));
    setup('sign-up');
    await fill('thor@asgard.no', 'Secret12');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Choose a stronger password');
    expect(alert).not.toHaveTextContent('abcdef');
  });

  it('has no reset link in sign-up mode', () => {
    setup('sign-up');
    expect(screen.queryByRole('link', { name: 'Forgot your password?' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign In' })).toHaveAttribute('type', 'button');
  });
});

describe('LoginForm with CAPTCHA on (production)', () => {
  // Turnstile's script comes from Cloudflare (outside this machine): its browser API stands in.
  let complete: (token: string) => void = () => {};
  beforeEach(() => {
    globalThis.__NORSECRAFT_ENV__ = { captchaSiteKey: '0x4AAAAsite' };
    globalThis.turnstile = {
      render: (_box, options) => {
        complete = options.callback;
        return 'widget';
      },
      reset: jest.fn(),
      remove: jest.fn(),
    };
  });
  afterEach(() => {
    delete globalThis.__NORSECRAFT_ENV__;
    delete globalThis.turnstile;
  });

  it('asks for the check first, then signs in with its token', async () => {
    signInMock.mockResolvedValue(user);
    const { onSignedIn } = setup();
    await fill('thor@asgard.no', 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Complete the security check first.');
    expect(signInMock).not.toHaveBeenCalled();

    act(() => complete('turnstile-token'));
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(signInMock).toHaveBeenCalledWith('thor@asgard.no', 'secret1', 'turnstile-token');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    // A token is used once: the check starts over.
    expect(globalThis.turnstile!.reset).toHaveBeenCalledWith('widget');
  });
});
