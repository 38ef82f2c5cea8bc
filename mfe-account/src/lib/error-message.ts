/**
 * The text to show for a caught value: its own message when it is an error that has one (the
 * auth client's errors carry the server's wording), else the caller's fallback (spec section 8).
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message.trim()) return error.message;
  return fallback;
}
