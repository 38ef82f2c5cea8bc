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
function press(button: HTMLElement, keyboard: boolean) {
  if (!keyboard) return button.click();
  button.focus();
  const handled = !button.dispatchEvent(
    new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }),
  );
  if (!handled) button.click();
}

/**
 * Call right before `hydrateRoot`: from then on React answers every event itself (it hydrates a
 * part the visitor touches first). Stops the page's inline script and notes what the visitor did
 * on the server's markup before: the last button pressed or form submitted (kept by the script),
 * and the text typed into its fields (hydration keeps it on screen, but the page's state does
 * not have it: React 19 does not replay it). `replay()`, once the page is hydrated, types that
 * text into the page's state, then presses or submits the same element again.
 */
export function takeEarlyInput(root: HTMLElement): { replay: () => void } {
  const recorder = (window as unknown as Record<string, EarlyInputRecorder | undefined>)[
    EARLY_INPUT_KEY
  ];
  recorder?.stop?.();
  const pressed = recorder?.last ?? null;
  // Read before hydration: its server value is the field's default until React renders it.
  const typed = [...root.querySelectorAll('input, textarea')]
    .filter(isTextField)
    .filter((field) => field.value !== field.defaultValue)
    .map((field) => ({ field, server: field.defaultValue, value: field.value }));

  return {
    replay() {
      for (const { field, server, value } of typed) {
        // Changed since hydration (the visitor went on typing), or gone: theirs stands.
        if (!field.isConnected || (field.value !== server && field.value !== value)) continue;
        typeInto(field, value);
      }
      if (!pressed?.target.isConnected) return;
      // After React has rendered what was typed: the handlers read the page's state.
      setTimeout(() => {
        const { type, target, submitter, keyboard } = pressed;
        if (type === 'submit' && target instanceof HTMLFormElement) {
          target.requestSubmit(submitter?.isConnected ? submitter : null);
        } else if (target instanceof HTMLElement) press(target, keyboard);
      });
    },
  };
}
