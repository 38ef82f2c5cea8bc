import { EARLY_INPUT_KEY } from '@norsecraft/shared/document';

/** What the page's inline script kept (shell/host/src/document/page-script.ts). */
interface EarlyPress {
  type: 'click' | 'submit';
  /** The button pressed, or the form submitted. */
  target: Element;
  submitter: HTMLElement | null;
  /** Pressed with a key (Enter or Space on the button), not a pointer. */
  keyboard: boolean;
}

interface EarlyInputRecorder {
  last: EarlyPress | null;
  stop?: () => void;
}

type TextField = HTMLInputElement | HTMLTextAreaElement;

const NOT_TEXT = new Set(['checkbox', 'radio', 'hidden', 'submit', 'button', 'reset', 'file']);

const isTextField = (element: Element): element is TextField =>
  element instanceof HTMLTextAreaElement ||
  (element instanceof HTMLInputElement && !NOT_TEXT.has(element.type));

/** Sets a field's value as typing does, so a controlled input's state follows (onChange). */
function typeInto(field: TextField, value: string) {
  // React notices a change against the value it last saw: let it see the old one first.
  field.value = field.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Presses a button again as the visitor did: by key (its own handler may take it), or a click. */
function pressAgain(button: HTMLElement, keyboard: boolean) {
  if (!keyboard) return button.click();
  button.focus();
  const handled = !button.dispatchEvent(
    new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }),
  );
  if (!handled) button.click();
}

/**
 * Call right before `hydrateRoot`: from then on React answers every event itself (it hydrates a
 * part the visitor touches first). Stops the page's inline script and takes the last button
 * pressed or form submitted on the server's markup before (kept by the script).
 * - `typeIn()`, as soon as the page's fields are hydrated (in that commit, before React handles
 *   an event there): text typed before they were is on screen — hydration keeps it — but not in
 *   the page's state, and React 19 neither replays it nor notices the next input event (it takes
 *   the typed value for its own). Such a field still has the server's value as its default
 *   (React keeps the two in step from then on): its text is typed again into the page's state.
 * - `press()`, once the whole page is hydrated: presses or submits the same element again.
 */
export function takeEarlyInput(root: HTMLElement): { typeIn: () => void; press: () => void } {
  const recorder = (window as unknown as Record<string, EarlyInputRecorder | undefined>)[
    EARLY_INPUT_KEY
  ];
  recorder?.stop?.();
  const pressed = recorder?.last ?? null;

  return {
    typeIn() {
      for (const field of [...root.querySelectorAll('input, textarea')].filter(isTextField)) {
        if (field.value !== field.defaultValue) typeInto(field, field.value);
      }
    },
    press() {
      if (!pressed?.target.isConnected) return;
      // After React has rendered what was typed: the handlers read the page's state.
      setTimeout(() => {
        const { type, target, submitter, keyboard } = pressed;
        if (type === 'submit' && target instanceof HTMLFormElement) {
          target.requestSubmit(submitter?.isConnected ? submitter : null);
        } else if (target instanceof HTMLElement) pressAgain(target, keyboard);
      });
    },
  };
}
