import { isAuthWeakPasswordError } from '@supabase/supabase-js';

/**
 * The text to show for a caught value: its own message when it is an error that has one (the auth
 * client's errors carry the server's wording), else the caller's fallback
 * (docs/product/site.md#errors).
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message.trim()) return error.message;
  return fallback;
}

/** What the auth server's `weak_password` reasons mean, in the site's words. */
const WEAK_PASSWORD_REASONS: Record<string, string> = {
  length: 'It is shorter than the server allows.',
  characters: 'It lacks a kind of character the server requires.',
  pwned: 'It appears in a known data breach.',
};

/**
 * The server's weak_password reasons carried by an auth error (or by the error it caused), in
 * the site's words; empty for any other error.
 */
export function weakPasswordReasons(error: unknown): string[] {
  const auth = isAuthWeakPasswordError(error)
    ? error
    : error instanceof Error && isAuthWeakPasswordError(error.cause)
      ? error.cause
      : null;
  return (auth?.reasons ?? []).map((reason) => WEAK_PASSWORD_REASONS[reason] ?? reason);
}

/** A shown error: the message and, for a refused password, the server's reasons. */
export interface ShownError {
  message: string;
  reasons: string[];
}

export function shownError(error: unknown, fallback: string): ShownError {
  return { message: errorMessage(error, fallback), reasons: weakPasswordReasons(error) };
}
