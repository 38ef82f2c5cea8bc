import { languageLinks, savedLanguageTarget } from './language-links';

it('offers the page in the other language, where it is', () => {
  expect(languageLinks('/rules?x=1#a', 'en')).toEqual([
    { language: 'sv', name: 'Svenska', href: '/sv/rules?x=1#a' },
  ]);
  expect(languageLinks('/', 'sv')).toEqual([{ language: 'en', name: 'English', href: '/' }]);
});

describe("a member's saved language", () => {
  it('sends the page to the saved language when it is in another', () => {
    expect(savedLanguageTarget('sv', 'en', '/rules')).toBe('/sv/rules');
    expect(savedLanguageTarget('en', 'sv', '/games?x=1')).toBe('/games?x=1');
  });

  it('leaves the page when it is in that language, none is saved, or it is the pseudo-locale', () => {
    expect(savedLanguageTarget('sv', 'sv', '/rules')).toBeNull();
    expect(savedLanguageTarget(null, 'en', '/rules')).toBeNull();
    expect(savedLanguageTarget('de', 'en', '/rules')).toBeNull();
    expect(savedLanguageTarget('sv', 'en-XA', '/rules')).toBeNull();
  });
});
