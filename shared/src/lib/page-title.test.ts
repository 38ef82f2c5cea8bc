import { pageTitle } from './page-title';

describe('pageTitle', () => {
  it('puts the label after the product name, both in capitals', () => {
    expect(pageTitle('MAP')).toBe('NORSECRAFT | MAP');
    expect(pageTitle('Items')).toBe('NORSECRAFT | ITEMS');
  });

  it('shows only the name for a page without a label', () => {
    expect(pageTitle(undefined)).toBe('NORSECRAFT');
    expect(pageTitle('')).toBe('NORSECRAFT');
  });

  it('upper-cases the configured product name', () => {
    expect(pageTitle('Rules', 'Valhalla')).toBe('VALHALLA | RULES');
  });
});
