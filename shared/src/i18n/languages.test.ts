import {
  cookieLanguage,
  firstVisitRedirect,
  languageCookie,
  localizedPage,
  localizedPath,
  preferredLanguage,
  splitLanguagePath,
  translatePages,
} from './languages';

describe('the language in the address', () => {
  it.each([
    ['/rules', 'en', '/rules'],
    ['/', 'en', '/'],
    ['/sv/rules', 'sv', '/rules'],
    ['/sv', 'sv', '/'],
    ['/sv/', 'sv', '/'],
    ['/sv/punishments/Ragnar', 'sv', '/punishments/Ragnar'],
    ['/svea', 'en', '/svea'],
    ['/en-xa/rules', 'en-XA', '/rules'],
  ])('%s is %s at %s', (pathname, language, path) => {
    expect(splitLanguagePath(pathname)).toEqual({ language, path });
  });

  it('writes a page in a language, query and fragment kept', () => {
    expect(localizedPath('/rules', 'en')).toBe('/rules');
    expect(localizedPath('/rules?x=1#a', 'sv')).toBe('/sv/rules?x=1#a');
    expect(localizedPath('/', 'sv')).toBe('/sv');
    expect(localizedPath('/?x=1', 'sv')).toBe('/sv?x=1');
  });
});

describe('Accept-Language', () => {
  it.each([
    ['sv-SE,sv;q=0.9,en;q=0.8', 'sv'],
    ['en-US,en;q=0.9,sv;q=0.8', 'en'],
    ['de-DE,sv;q=0.5', 'sv'],
    ['en;q=0.4, SV;q=0.6', 'sv'],
    ['sv;q=0, en', 'en'],
    ['de-DE, fr', null],
    ['', null],
    [undefined, null],
  ])('%s prefers %s', (header, language) => {
    expect(preferredLanguage(header)).toBe(language);
  });
});

describe('the remembered language', () => {
  it('reads the cookie it writes', () => {
    const cookie = languageCookie('sv');
    expect(cookie).toMatch(/^nc_lang=sv; Path=\/; Max-Age=\d+; SameSite=Lax$/);
    expect(cookieLanguage(`theme=dark; ${cookie.split(';')[0]}`)).toBe('sv');
    expect(cookieLanguage('nc_lang=de')).toBeNull();
    expect(cookieLanguage(undefined)).toBeNull();
  });
});

describe('a first visit follows Accept-Language once', () => {
  const swedish = { acceptLanguage: 'sv-SE,sv;q=0.9,en;q=0.8', userAgent: 'Mozilla/5.0 Chrome' };

  it('sends a Swedish browser from an English address to the Swedish page, query kept', () => {
    expect(firstVisitRedirect({ ...swedish, url: '/rules?x=1' })).toBe('/sv/rules?x=1');
    expect(firstVisitRedirect({ ...swedish, url: '/' })).toBe('/sv');
  });

  it('never redirects once the language is remembered: no loop, and the choice is kept', () => {
    expect(firstVisitRedirect({ ...swedish, url: '/rules', cookie: 'nc_lang=en' })).toBeNull();
    expect(firstVisitRedirect({ ...swedish, url: '/rules', cookie: 'nc_lang=sv' })).toBeNull();
  });

  it('never redirects an address that names its language', () => {
    expect(firstVisitRedirect({ ...swedish, url: '/sv/rules' })).toBeNull();
    expect(firstVisitRedirect({ acceptLanguage: 'en', url: '/sv/rules' })).toBeNull();
  });

  it('leaves crawlers, links inside the site and English browsers where they are', () => {
    expect(firstVisitRedirect({ ...swedish, url: '/', userAgent: 'Googlebot/2.1' })).toBeNull();
    expect(firstVisitRedirect({ ...swedish, url: '/', fetchSite: 'same-origin' })).toBeNull();
    expect(firstVisitRedirect({ acceptLanguage: 'en-GB', url: '/' })).toBeNull();
    expect(firstVisitRedirect({ url: '/' })).toBeNull();
  });
});

describe('page manifests in a language', () => {
  const pages = translatePages(
    [
      { path: '/rules', title: 'Rules', previewLabel: 'RULES', nav: { label: 'Rules' } },
      { path: '/items', title: 'Items' },
    ],
    { sv: { 'pages./rules.title': 'Regler', 'pages./rules.nav': 'Regler' } },
  );

  it('takes the titles and labels from the catalogs', () => {
    expect(pages[0]!.translations).toEqual({ sv: { title: 'Regler', navLabel: 'Regler' } });
    expect(pages[1]!.translations).toBeUndefined();
  });

  it('shows a page in its language, English where it has no translation', () => {
    expect(localizedPage(pages[0]!, 'sv')).toMatchObject({
      title: 'Regler',
      previewLabel: 'REGLER',
      nav: { label: 'Regler' },
    });
    expect(localizedPage(pages[0]!, 'en')).toMatchObject({ title: 'Rules', previewLabel: 'RULES' });
    expect(localizedPage(pages[1]!, 'sv').title).toBe('Items');
  });
});
