import { emptyListingForm, startingBidOf, validateListingForm } from './listing-form';

const valid = { ...emptyListingForm(), itemId: 3, seller: 'Heimdall', gold: '4', silver: '80' };

describe('validateListingForm', () => {
  it('accepts a complete form', () => {
    expect(validateListingForm(valid)).toBeNull();
  });

  it.each([
    [{ itemId: null }, 'Please choose an item.'],
    [{ seller: '  ' }, 'Seller must be 1 to 32 characters'],
    [{ seller: 'x'.repeat(33) }, 'Seller must be 1 to 32 characters'],
    [{ seller: 'odin@asgard.net' }, 'Seller must be a name, not an e-mail address'],
    [{ gold: '1.5' }, 'Gold, silver and copper are whole numbers; silver and copper at most 99.'],
    [{ silver: '100' }, 'Gold, silver and copper are whole numbers; silver and copper at most 99.'],
    [{ gold: '', silver: '', copper: '' }, 'Starting bid must be between 1c and 5,000g'],
    [{ gold: '5000', silver: '', copper: '1' }, 'Starting bid must be between 1c and 5,000g'],
    [{ durationHours: 5 }, 'Duration must be 1, 6 or 12 hours, or 1, 2, 3 or 7 days'],
  ])('refuses %o with "%s"', (change, message) => {
    expect(validateListingForm({ ...valid, ...change })).toBe(message);
  });
});

it('startingBidOf adds the coins up in copper; empty fields are 0', () => {
  expect(startingBidOf(valid)).toBe(48_000);
  expect(startingBidOf({ ...valid, gold: '', silver: '', copper: '7' })).toBe(7);
  expect(startingBidOf({ ...valid, copper: 'x' })).toBeNull();
});
