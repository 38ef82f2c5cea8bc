import { checkLink } from './links.ts';

const reasonOf = (body: unknown) => {
  try {
    checkLink(body);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('accepted');
};

const LINK = { code: 'K7QX2M', uuid: 'c41080a4-424b-3514-a71e-b04bbabd3cda', name: 'Sif' };

it('takes the code as typed in game: any case, spaces around it', () => {
  expect(checkLink({ ...LINK, code: ' k7qx2m ' })).toEqual(LINK);
  expect(checkLink({ ...LINK, uuid: 'C41080A4424B3514A71EB04BBABD3CDA' })).toEqual(LINK);
});

it('refuses a code that cannot be one, and a malformed player', () => {
  const codeRule = 'code must be the 6 letters and digits the settings on the site show';
  // 0, O, 1, I and L are never in a code; nor are six characters of something else.
  for (const code of ['K7QX2', 'K7QX2MM', 'K0QX2M', 'KOQX2M', 'K1QX2M', 'KIQX2M', 'KLQX2M', 7])
    expect(reasonOf({ ...LINK, code })).toBe(codeRule);
  expect(reasonOf({ ...LINK, uuid: 'nope' })).toMatch(/^uuid must be a UUID/);
  expect(reasonOf({ ...LINK, name: '' })).toBe('name must be a non-empty string');
  expect(reasonOf({ code: LINK.code, uuid: LINK.uuid })).toBe('name is missing');
  expect(reasonOf([LINK])).toBe('must be an object');
});
