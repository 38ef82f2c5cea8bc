import { act, useState, type FormEvent, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { PENDING_PRESS_ATTRIBUTE, PENDING_SUBMIT_ATTRIBUTE } from '@norsecraft/shared/document';
import { keepServerInput } from './server-input';

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

async function takeOver(root: HTMLElement, onSignIn = jest.fn(), before?: ReactNode) {
  const kept = keepServerInput(root);
  await act(async () => {
    createRoot(root).render(
      <>
        {before}
        <SignInForm onSignIn={onSignIn} />
      </>,
    );
  });
  await act(async () => {
    kept.takeOver();
    await new Promise((resolve) => setTimeout(resolve));
  });
  return onSignIn;
}

describe('keepServerInput', () => {
  afterEach(() => {
    document.documentElement.removeAttribute(PENDING_SUBMIT_ATTRIBUTE);
    document.documentElement.removeAttribute(PENDING_PRESS_ATTRIBUTE);
  });

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
    // The page has a form the HTML had not, before the sign-in form: it is not the one sent.
    const onSearch = jest.fn((event: FormEvent) => event.preventDefault());
    const search = (
      <form onSubmit={onSearch}>
        <input name="q" type="search" />
      </form>
    );
    const onSignIn = await takeOver(root, jest.fn(), search);

    expect(onSearch).not.toHaveBeenCalled();
    expect(onSignIn).toHaveBeenCalledTimes(1);
    expect(onSignIn).toHaveBeenCalledWith({ email: 'member@example.com', password: 'Password1' });
    expect(document.documentElement.hasAttribute(PENDING_SUBMIT_ATTRIBUTE)).toBe(false);
  });

  it('finds a field without a name by its label (ids differ between the two renders)', async () => {
    document.body.innerHTML =
      '<div id="root"><label for="«R1»">Search articles</label><input id="«R1»" type="search"></div>';
    const root = document.getElementById('root')!;
    root.querySelector('input')!.value = 'raid mech';
    const kept = keepServerInput(root);
    function Search() {
      const [query, setQuery] = useState('');
      return (
        <>
          <label htmlFor="«r0»">Search articles</label>
          <input id="«r0»" type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
          <p>{query ? `searching for ${query}` : 'nothing searched'}</p>
        </>
      );
    }
    await act(async () => createRoot(root).render(<Search />));
    await act(async () => kept.takeOver());
    expect(root.querySelector('p')!.textContent).toBe('searching for raid mech');
  });

  it('changes nothing that was not typed in', async () => {
    const { root } = serverPage();
    const onSignIn = await takeOver(root);
    expect([...root.querySelectorAll('input')].map((input) => input.value)).toEqual(['', '']);
    expect(onSignIn).not.toHaveBeenCalled();
  });

  describe('a button pressed before the takeover', () => {
    const SERVER_BUTTONS =
      '<button type="button">Close</button><button type="button" aria-label="More">More ▾</button><button type="button">Close</button>';

    /** A menu button that opens with its first item focused from the keyboard, as the nav's. */
    function Page({ onClose }: { onClose: (which: number) => void }) {
      const [open, setOpen] = useState<'mouse' | 'keyboard' | null>(null);
      return (
        <>
          <button type="button" onClick={() => onClose(1)}>
            Close
          </button>
          <button
            type="button"
            aria-label="More"
            onClick={() => setOpen('mouse')}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              setOpen('keyboard');
            }}
          >
            More ▾
          </button>
          <button type="button" onClick={() => onClose(2)}>
            Close
          </button>
          {open && (
            <ul role="menu" data-opened-by={open}>
              <li role="menuitem" tabIndex={-1} ref={(item) => item?.focus()}>
                Dynmap
              </li>
            </ul>
          )}
        </>
      );
    }

    async function pressThenTakeOver(mark: string | null, focusedIndex?: number) {
      document.body.innerHTML = `<div id="root">${SERVER_BUTTONS}</div>`;
      const root = document.getElementById('root')!;
      if (focusedIndex !== undefined) root.querySelectorAll('button')[focusedIndex]!.focus();
      const kept = keepServerInput(root);
      if (mark) document.documentElement.setAttribute(PENDING_PRESS_ATTRIBUTE, mark);
      const onClose = jest.fn();
      await act(async () => createRoot(root).render(<Page onClose={onClose} />));
      await act(async () => {
        kept.takeOver();
        await new Promise((resolve) => setTimeout(resolve));
      });
      return { root, onClose };
    }

    it('is clicked again: the same one of the buttons so labelled', async () => {
      const { onClose } = await pressThenTakeOver('2 click');
      expect(onClose).toHaveBeenCalledTimes(1);
      expect(onClose).toHaveBeenCalledWith(2);
    });

    it("gets its key again, which the page's own handler takes", async () => {
      const { root } = await pressThenTakeOver('1 Enter', 1);
      expect(root.querySelector('[role="menu"]')?.getAttribute('data-opened-by')).toBe('keyboard');
      expect(document.activeElement?.textContent).toBe('Dynmap');
      expect(document.documentElement.hasAttribute(PENDING_PRESS_ATTRIBUTE)).toBe(false);
    });

    it('keeps the focus on the button the visitor was on, and presses nothing unpressed', async () => {
      const { root, onClose } = await pressThenTakeOver(null, 1);
      expect(document.activeElement).toBe(root.querySelectorAll('button')[1]);
      expect(onClose).not.toHaveBeenCalled();
      expect(root.querySelector('[role="menu"]')).toBeNull();
    });
  });
});
