import { act, useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { keepServerFields, PENDING_SUBMIT_ATTRIBUTE } from './server-fields';

// createRoot is used directly (the shell's takeover), not through Testing Library's render.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const SERVER_FORM =
  '<form><input name="email" type="email" value=""><input name="password" type="password"><label><input type="checkbox" name="remember"></label><button>Sign In</button></form>';

function SignInForm({
  onSignIn,
}: {
  onSignIn: (fields: { email: string; password: string }) => void;
}) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSignIn({ email, password });
  };
  return (
    <form onSubmit={submit}>
      <input name="email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      <input
        name="password"
        type="password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <button>Sign In</button>
    </form>
  );
}

function serverPage() {
  document.body.innerHTML = `<div id="root">${SERVER_FORM}</div>`;
  const root = document.getElementById('root')!;
  const [email, password] = [...root.querySelectorAll('input')];
  return { root, email: email!, password: password! };
}

async function takeOver(root: HTMLElement, onSignIn = jest.fn()) {
  const kept = keepServerFields(root);
  await act(async () => {
    createRoot(root).render(<SignInForm onSignIn={onSignIn} />);
  });
  await act(async () => {
    kept.takeOver();
    await new Promise((resolve) => setTimeout(resolve));
  });
  return onSignIn;
}

describe('keepServerFields', () => {
  afterEach(() => document.documentElement.removeAttribute(PENDING_SUBMIT_ATTRIBUTE));

  it("puts what was typed into the page's own fields, as typing would, and keeps the focus", async () => {
    const { root, email, password } = serverPage();
    email.value = 'member@example.com';
    password.focus();
    password.value = 'Password1';
    const onSignIn = await takeOver(root);

    const [newEmail, newPassword] = [...root.querySelectorAll('input')];
    expect(newEmail).not.toBe(email);
    expect(newEmail!.value).toBe('member@example.com');
    expect(newPassword!.value).toBe('Password1');
    expect(document.activeElement).toBe(newPassword);
    // Nothing was submitted: the fields are the page's state, not a sent form.
    expect(onSignIn).not.toHaveBeenCalled();
    await act(async () => root.querySelector('form')!.requestSubmit());
    expect(onSignIn).toHaveBeenCalledWith({
      email: 'member@example.com',
      password: 'Password1',
    });
  });

  it('submits a form the visitor submitted before the takeover, with what they typed', async () => {
    const { root, email, password } = serverPage();
    email.value = 'member@example.com';
    password.value = 'Password1';
    document.documentElement.setAttribute(PENDING_SUBMIT_ATTRIBUTE, '0');
    const onSignIn = await takeOver(root);

    expect(onSignIn).toHaveBeenCalledTimes(1);
    expect(onSignIn).toHaveBeenCalledWith({ email: 'member@example.com', password: 'Password1' });
    expect(document.documentElement.hasAttribute(PENDING_SUBMIT_ATTRIBUTE)).toBe(false);
  });

  it('changes nothing that was not typed in', async () => {
    const { root } = serverPage();
    const onSignIn = await takeOver(root);
    expect([...root.querySelectorAll('input')].map((input) => input.value)).toEqual(['', '']);
    expect(onSignIn).not.toHaveBeenCalled();
  });
});
