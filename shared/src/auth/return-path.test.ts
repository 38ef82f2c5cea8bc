import { returnPathFrom, safeReturnPath, signInPath } from './return-path';

describe('signInPath', () => {
  it('carries the page, its query and fragment, in the sign-in address', () => {
    expect(signInPath({ pathname: '/auction-house' })).toBe('/login?next=%2Fauction-house');
    expect(signInPath({ pathname: '/punishments', search: '?q=loki&page=2', hash: '#top' })).toBe(
      '/login?next=%2Fpunishments%3Fq%3Dloki%26page%3D2%23top',
    );
    expect(signInPath('/settings')).toBe('/login?next=%2Fsettings');
  });

  it('is plain /login for no page, the default landing, and the sign-in pages themselves', () => {
    expect(signInPath()).toBe('/login');
    expect(signInPath('/members')).toBe('/login');
    expect(signInPath('/login')).toBe('/login');
    expect(signInPath('/update-password')).toBe('/login');
  });

  it('keeps where a sign-in page returns to', () => {
    expect(signInPath({ pathname: '/login', search: '?next=%2Fsettings' })).toBe(
      '/login?next=%2Fsettings',
    );
    expect(signInPath({ pathname: '/check-email', search: '?next=%2F%2Fevil.example' })).toBe(
      '/login',
    );
  });
});

describe('returnPathFrom', () => {
  it('returns to the page named, else to /members', () => {
    expect(returnPathFrom('?next=%2Fauction-house')).toBe('/auction-house');
    expect(returnPathFrom('?next=%2Fpunishments%3Fq%3Dloki%23top')).toBe('/punishments?q=loki#top');
    expect(returnPathFrom('')).toBe('/members');
  });

  it.each([
    'https://evil.example/steal',
    '//evil.example/steal',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    'members',
    '/login',
    '/reset-password?x=1',
  ])('never follows %j', (next) => {
    expect(returnPathFrom(`?${new URLSearchParams({ next }).toString()}`)).toBe('/members');
    expect(safeReturnPath(next)).toBeNull();
  });

  it('normalises what it follows to a path of this site', () => {
    expect(safeReturnPath('/games/../auction-house')).toBe('/auction-house');
  });
});
