import { DataError } from '@norsecraft/shared';
import { saveErrorMessage } from './save-error';

describe('saveErrorMessage', () => {
  it.each([
    [new DataError('duplicate key', 409, '23505'), 'An item with this name already exists.'],
    [
      new DataError('violates check constraint', 400, '23514'),
      'The database refused a value: check the fields against their limits.',
    ],
    [new DataError('denied', 403, '42501'), 'Only admins can do this. Sign in again as an admin.'],
    [
      new DataError('A listing with bids cannot be cancelled', 409, 'PT409'),
      'A listing with bids cannot be cancelled',
    ],
    [
      new DataError('Seller must be 1 to 32 characters', 400, '22023'),
      'Seller must be 1 to 32 characters',
    ],
    [new DataError('Failed to fetch', 0), 'The server could not be reached. Please try again.'],
    [new DataError('internal', 500, 'XX000'), 'Could not save.'],
    [new Error('boom'), 'Could not save.'],
  ])('%s → %s', (error, sentence) => {
    expect(saveErrorMessage(error, 'Could not save.')).toBe(sentence);
  });
});
