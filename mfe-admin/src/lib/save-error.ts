import { DataError, isUnreachable } from '@norsecraft/shared';

/**
 * The sentence an admin reads when the database refuses a back-office change: its own message
 * when it wrote one for people (a raise in a migration), else what the refusal means.
 */
export function saveErrorMessage(error: unknown, fallback: string): string {
  if (isUnreachable(error)) return 'The server could not be reached. Please try again.';
  if (!(error instanceof DataError)) return fallback;
  switch (error.code) {
    case '23505':
      return 'An item with this name already exists.';
    case '23514':
      return 'The database refused a value: check the fields against their limits.';
    case '42501':
      return 'Only admins can do this. Sign in again as an admin.';
    // Messages the migrations raise for people (P0001, 22023, PT404, PT409).
    case 'P0001':
    case '22023':
    case 'PT404':
    case 'PT409':
      return error.message;
    default:
      return fallback;
  }
}
