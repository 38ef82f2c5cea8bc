import { validateScoreName } from './score-name';

it('trims the name', () => {
  expect(validateScoreName('  Ragnar  ')).toEqual({ ok: true, name: 'Ragnar' });
});

it('rejects empty and blank names', () => {
  expect(validateScoreName('')).toEqual({ ok: false, error: 'Please enter a name.' });
  expect(validateScoreName('   \t')).toMatchObject({ ok: false });
});

it('accepts 20 characters and rejects 21', () => {
  expect(validateScoreName('a'.repeat(20))).toEqual({ ok: true, name: 'a'.repeat(20) });
  expect(validateScoreName('a'.repeat(21))).toMatchObject({ ok: false });
  expect(validateScoreName(` ${'a'.repeat(20)} `)).toMatchObject({ ok: true });
});

it('counts characters as the database does (code points)', () => {
  expect(validateScoreName('ᚱ'.repeat(20))).toMatchObject({ ok: true });
  expect(validateScoreName('🪓'.repeat(20))).toMatchObject({ ok: true });
});

it('refuses invisible and direction-changing characters, with the database’s message', () => {
  for (const name of ['\u200b\u200b', '\u3164', 'Thor\u202eroht', ' \u00a0 ']) {
    expect(validateScoreName(name)).toEqual({
      ok: false,
      error: 'Names cannot contain invisible or direction-changing characters',
    });
  }
});

it('refuses staff names, with the database’s message', () => {
  for (const name of ['Admin', 'Odin_Owner', ' Freya_Mod ']) {
    expect(validateScoreName(name)).toEqual({
      ok: false,
      error: 'This name is reserved for the server staff',
    });
  }
  expect(validateScoreName('Modi')).toEqual({ ok: true, name: 'Modi' });
});
