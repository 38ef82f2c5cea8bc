/** Set on <html> by the page's inline script when a form of the HTML was submitted (page-html.mjs). */
export const PENDING_SUBMIT_ATTRIBUTE = 'data-pending-submit';

type TextField = HTMLInputElement | HTMLTextAreaElement;

const NOT_TEXT = new Set(['checkbox', 'radio', 'hidden', 'submit', 'button', 'reset', 'file']);

const isTextField = (element: Element): element is TextField =>
  element instanceof HTMLTextAreaElement ||
  (element instanceof HTMLInputElement && !NOT_TEXT.has(element.type));

/** The same field in the rendered page: same tag and name, else same id. */
function counterpart(root: HTMLElement, field: TextField): TextField | null {
  const candidates = [...root.querySelectorAll(field.tagName)].filter(isTextField);
  if (field.name) return candidates.find((candidate) => candidate.name === field.name) ?? null;
  if (field.id) return candidates.find((candidate) => candidate.id === field.id) ?? null;
  return null;
}

/** Sets a field's value as typing does, so the page's state (a controlled input) has it. */
function typeInto(field: TextField, value: string) {
  const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  setValue?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * The page sent as HTML is on screen, usable, until the shell's render replaces it: what the
 * visitor types there meanwhile would be lost with it, and a form submitted there is held by the
 * page's inline script. Call before that render; `takeOver()` once it has committed puts the
 * typed text into the page's own fields, focuses the field the visitor was in, and submits the
 * held form.
 */
export function keepServerFields(root: HTMLElement): { takeOver: () => void } {
  const fields = [...root.querySelectorAll('input, textarea')].filter(isTextField);
  const fieldAt = (target: EventTarget | null) => fields.find((field) => field === target) ?? null;
  let focused = fieldAt(document.activeElement);
  const onFocus = (event: FocusEvent) => (focused = fieldAt(event.target));
  document.addEventListener('focusin', onFocus);

  return {
    takeOver() {
      document.removeEventListener('focusin', onFocus);
      for (const field of fields) {
        const now = counterpart(root, field);
        if (!now) continue;
        if (field.value !== field.defaultValue && now.value !== field.value) {
          typeInto(now, field.value);
        }
        if (field === focused) now.focus();
      }
      const pending = document.documentElement.getAttribute(PENDING_SUBMIT_ATTRIBUTE);
      document.documentElement.removeAttribute(PENDING_SUBMIT_ATTRIBUTE);
      const form = pending === null ? undefined : root.querySelectorAll('form')[Number(pending)];
      // After React has rendered what was typed: the form's handler reads the page's state.
      if (form) setTimeout(() => form.requestSubmit());
    },
  };
}
