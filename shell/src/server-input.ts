import { PENDING_PRESS_ATTRIBUTE, PENDING_SUBMIT_ATTRIBUTE } from '@norsecraft/shared/document';

type TextField = HTMLInputElement | HTMLTextAreaElement;

const NOT_TEXT = new Set(['checkbox', 'radio', 'hidden', 'submit', 'button', 'reset', 'file']);

const isTextField = (element: Element): element is TextField =>
  element instanceof HTMLTextAreaElement ||
  (element instanceof HTMLInputElement && !NOT_TEXT.has(element.type));

/** What a field is called on screen: its label, else its aria-label. */
const fieldLabel = (field: TextField) =>
  field.labels?.[0]?.textContent?.trim() || field.getAttribute('aria-label') || '';

/**
 * The same field in the rendered page: same tag and name, else same id, else same label. Ids made
 * by `useId` differ between the server's render and the browser's, so a field without a name
 * (a search box) is found by what it is called.
 */
function fieldCounterpart(root: HTMLElement, field: TextField, label: string | undefined) {
  const candidates = [...root.querySelectorAll(field.tagName)].filter(isTextField);
  const byName = field.name && candidates.find((candidate) => candidate.name === field.name);
  const byId = field.id && candidates.find((candidate) => candidate.id === field.id);
  const byLabel = label && candidates.find((candidate) => fieldLabel(candidate) === label);
  return byName || byId || byLabel || null;
}

const labelOf = (button: HTMLButtonElement) =>
  button.getAttribute('aria-label') ?? button.textContent?.trim() ?? '';

/** The same button in the rendered page: the same label, the same one of those so labelled. */
function buttonCounterpart(
  root: HTMLElement,
  before: HTMLButtonElement[],
  button: HTMLButtonElement,
): HTMLButtonElement | null {
  const label = labelOf(button);
  const nth = before.filter((other) => labelOf(other) === label).indexOf(button);
  const now = [...root.querySelectorAll('button')].filter((other) => labelOf(other) === label);
  return now[nth] ?? null;
}

/** Sets a field's value as typing does, so the page's state (a controlled input) has it. */
function typeInto(field: TextField, value: string) {
  const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  setValue?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Presses a button as the visitor did: a click, or a key its own handler may take. */
function press(button: HTMLButtonElement, how: string) {
  if (how === 'click') return button.click();
  button.focus();
  const handled = !button.dispatchEvent(
    new KeyboardEvent('keydown', { key: how, bubbles: true, cancelable: true }),
  );
  if (!handled && (how === 'Enter' || how === ' ')) button.click();
}

/** Reads and clears a mark the page's inline script left on <html>. */
function takeMark(attribute: string): string | null {
  const mark = document.documentElement.getAttribute(attribute);
  document.documentElement.removeAttribute(attribute);
  return mark;
}

/**
 * The page sent as HTML is on screen, looking usable, until the shell's render replaces it: what
 * the visitor types there meanwhile would be lost with it, and its forms and buttons do nothing
 * (the page's inline script holds a submitted form and notes a pressed button). Call before that
 * render; `takeOver()` once it has committed puts the typed text into the page's own fields,
 * focuses the field or button the visitor was on, and submits the held form or presses the
 * button again.
 */
export function keepServerInput(root: HTMLElement): { takeOver: () => void } {
  const fields = [...root.querySelectorAll('input, textarea')].filter(isTextField);
  const buttons = [...root.querySelectorAll('button')];
  const forms = [...root.querySelectorAll('form')];
  // Read now: once the render has replaced the markup, a field is no longer beside its label.
  const labels = new Map(fields.map((field) => [field, fieldLabel(field)]));
  const fieldNow = (field: TextField) => fieldCounterpart(root, field, labels.get(field));
  const counterpart = (element: Element | null) =>
    element instanceof HTMLButtonElement
      ? buttonCounterpart(root, buttons, element)
      : element && isTextField(element)
        ? fieldNow(element)
        : null;
  const kept = (target: EventTarget | null) =>
    fields.find((field) => field === target) ?? buttons.find((button) => button === target);
  let focused = kept(document.activeElement);
  const onFocus = (event: FocusEvent) => (focused = kept(event.target));
  document.addEventListener('focusin', onFocus);

  return {
    takeOver() {
      document.removeEventListener('focusin', onFocus);
      for (const field of fields) {
        const now = fieldNow(field);
        if (now && field.value !== field.defaultValue && now.value !== field.value) {
          typeInto(now, field.value);
        }
      }
      counterpart(focused ?? null)?.focus();
      // The held form of the HTML is found in the page by its fields (the page may have forms
      // the HTML had not); one with no field that has a counterpart is not sent.
      const submitted = forms[Number(takeMark(PENDING_SUBMIT_ATTRIBUTE) ?? NaN)];
      const form = fields
        .filter((field) => submitted && field.form === submitted)
        .map((field) => fieldNow(field)?.form)
        .find((found) => found);
      const pressed = takeMark(PENDING_PRESS_ATTRIBUTE)?.match(/^(\d+) (.+)$/s);
      const source = pressed ? buttons[Number(pressed[1])] : undefined;
      const button = source ? buttonCounterpart(root, buttons, source) : null;
      // After React has rendered what was typed: the handlers read the page's state.
      setTimeout(() => {
        form?.requestSubmit();
        if (button && pressed?.[2]) press(button, pressed[2]);
      });
    },
  };
}
