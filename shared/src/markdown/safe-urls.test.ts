import { isOutsideLink, safeHref, safeImageSrc } from './safe-urls';

const SUPABASE = 'https://abc.supabase.co';

describe('safeHref', () => {
  it.each([
    '/rules',
    '/rules#gameplay-2',
    '#section',
    'https://example.com/page',
    'http://example.com',
    'mailto:support@norsecraft.net',
  ])('keeps %s', (url) => expect(safeHref(url)).toBe(url));

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    '//evil.example/x',
    'file:///etc/passwd',
    'mailto:',
  ])('drops %s', (url) => expect(safeHref(url)).toBe(''));

  it('marks only other sites as outside', () => {
    expect(isOutsideLink('https://example.com')).toBe(true);
    expect(isOutsideLink('/news')).toBe(false);
  });
});

describe('safeImageSrc', () => {
  it('keeps images of the site Storage', () => {
    const src = `${SUPABASE}/storage/v1/object/public/content-media/images/a1.png`;
    expect(safeImageSrc(src, SUPABASE)).toBe(src);
    expect(safeImageSrc(src, `${SUPABASE}/`)).toBe(src);
  });

  it.each([
    'https://evil.example/tracker.png',
    'https://abc.supabase.co.evil.example/storage/v1/object/public/x.png',
    `${SUPABASE}/storage/v1/object/public/../../auth/v1/user`,
    `${SUPABASE}/storage/v1/object/authenticated/content-media/a.png`,
    'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
    '/og-image.png',
  ])('drops %s', (src) => expect(safeImageSrc(src, SUPABASE)).toBe(''));
});
