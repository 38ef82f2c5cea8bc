import { atom } from 'jotai';
import { appStore } from '../auth/atoms';

/*
 * The site's one way to tell someone that something happened where they are: a notice at the
 * bottom of the window (NoticeRegion, rendered once by the shell). Actions that succeed say so
 * here; failures of actions outside a form too (a form or dialog shows its own failure beside its
 * fields, so what was typed stays in view). State lives in the app's jotai store, shared by
 * every remote, so a notice outlives the component that raised it (a dialog that closed).
 */

export type NoticeTone = 'success' | 'error' | 'info';

export interface Notice {
  id: number;
  tone: NoticeTone;
  text: string;
  key?: string;
}

/**
 * What a notice says, and for how long (ms) when not the default for its tone; `key` names it,
 * so `dismissNotices(key)` ends it when what it speaks of is over (a score's notice when the
 * next run starts).
 */
export type NoticeInput = string | { text: string; ms?: number; key?: string };

/** How long a success or info notice stays (the spec's toast: 7 s). Errors stay until dismissed. */
export const NOTICE_MS = 7000;

/** At most this many at once: the oldest goes first. */
export const MAX_NOTICES = 3;

export const noticesAtom = atom<readonly Notice[]>([]);

let lastId = 0;

export function dismissNotice(id: number): void {
  appStore.set(noticesAtom, (shown) => shown.filter((notice) => notice.id !== id));
}

/** Ends the notices named `key` (NoticeInput). */
export function dismissNotices(key: string): void {
  appStore.set(noticesAtom, (shown) => shown.filter((notice) => notice.key !== key));
}

/**
 * Shows a notice and returns its id. The same text again restarts it rather than stacking a copy.
 */
export function notify(input: NoticeInput, tone: NoticeTone = 'success'): number {
  const { text, ms, key } = typeof input === 'string' ? { text: input } : input;
  const id = ++lastId;
  const notice: Notice = key === undefined ? { id, tone, text } : { id, tone, text, key };
  appStore.set(noticesAtom, (shown) =>
    [...shown.filter((shownNotice) => shownNotice.text !== text), notice].slice(-MAX_NOTICES),
  );
  const stay = ms ?? (tone === 'error' ? null : NOTICE_MS);
  if (stay !== null) setTimeout(() => dismissNotice(id), stay);
  return id;
}

/** Clears every notice (tests start from none; a sign-out leaves nothing of the last user's). */
export function clearNotices(): void {
  appStore.set(noticesAtom, []);
}
