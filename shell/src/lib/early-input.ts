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

const SUBMIT = 'button[type="submit"], button:not([type]), input[type="submit"]';

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
 * pressed or form submitted on the server's markup before (kept by the script); `press()`, once
 * the page is hydrated, presses or submits the same element again. (Text typed before is kept
 * by the fields themselves: shared/src/lib/typed-before-hydration.ts.)
 */
export function takeEarlyInput(): { press: () => void } {
  const recorder = (window as unknown as Record<string, EarlyInputRecorder | undefined>)[
    EARLY_INPUT_KEY
  ];
  recorder?.stop?.();
  const pressed = recorder?.last ?? null;

  return {
    press() {
      if (!pressed?.target.isConnected) return;
      // After React has rendered what was typed: the handlers read the page's state.
      setTimeout(() => {
        const { type, target, submitter, keyboard } = pressed;
        if (type === 'submit' && target instanceof HTMLFormElement) {
          // Through its button: React hydrates the part of a page a click lands on first, but not
          // one a bare submission does (the browser would send the form itself).
          const button = submitter?.isConnected ? submitter : target.querySelector(SUBMIT);
          if (button instanceof HTMLElement) button.click();
        } else if (target instanceof HTMLElement) pressAgain(target, keyboard);
      });
    },
  };
}
