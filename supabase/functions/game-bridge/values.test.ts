import {
  checkCopper,
  checkDateTime,
  checkGameId,
  checkPlayerName,
  checkText,
  checkUuid,
  DATE_BOUNDS,
  parseDateTime,
  parseRowId,
  textProblem,
} from './values.ts';

const reasonOf = (check: () => unknown) => {
  try {
    check();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('accepted');
};

it('textProblem: lone surrogates, controls and bidirectional controls, not other text', () => {
  expect(textProblem('x\ud800y')).toBe('is not well-formed Unicode (a lone surrogate)');
  expect(textProblem('x\udc00')).toBe('is not well-formed Unicode (a lone surrogate)');
  for (const control of ['\u0000', '\t', '\n', '\u001b[31m', '\u007f', '\u0085'])
    expect(textProblem(`a${control}b`)).toMatch(/^must not contain control characters/);
  for (const bidi of ['\u202e', '\u202a', '\u2066', '\u2069', '\u200f', '\u061c'])
    expect(textProblem(`Evil${bidi}gnp.exe`)).toBe(
      'must not contain bidirectional control characters',
    );
  // Astral characters (a pair), joiners inside emoji, right-to-left letters and signs are text.
  for (const fine of ['🪓 Axe', '👨‍👩‍👧', 'שלום', 'a/b\\c', 'Ragnar.exe', '50% off', "O'Brien"])
    expect(textProblem(fine)).toBeNull();
});

it('checkText: a non-empty string within its length, named in every refusal', () => {
  expect(checkText('Loki', 'player_name', 64)).toBe('Loki');
  expect(reasonOf(() => checkText(3, 'reason', 10))).toBe('reason must be a non-empty string');
  expect(reasonOf(() => checkText(' \u00a0', 'reason', 10))).toBe(
    'reason must be a non-empty string',
  );
  expect(reasonOf(() => checkText('🪓'.repeat(11), 'reason', 10))).toBe(
    'reason must be at most 10 characters',
  );
  expect(reasonOf(() => checkText('a\tb', 'staff_name', 10))).toMatch(
    /^staff_name must not contain control characters/,
  );
});

it('checkDateTime: ISO 8601 with a zone, from 2000 to the end of 2099', () => {
  expect(checkDateTime('2000-01-01T00:00:00Z', 'date').instant).toBe(DATE_BOUNDS.from);
  expect(checkDateTime('2099-12-31T23:59:59.999999Z', 'date').text).toBe(
    '2099-12-31T23:59:59.999999Z',
  );
  const outside = 'date must be between 2000-01-01 and 2099-12-31 (UTC)';
  // The row: year 9999 in a zone west of UTC is year 10000 in UTC.
  expect(reasonOf(() => checkDateTime('9999-12-31T23:59:59-15:59', 'date'))).toBe(outside);
  expect(reasonOf(() => checkDateTime('0000-01-01T00:00:00Z', 'date'))).toBe(outside);
  expect(reasonOf(() => checkDateTime('2100-01-01T00:00:00Z', 'date'))).toBe(outside);
  // 00:30 on 1 January 2000 east of UTC is still 1999 in UTC.
  expect(reasonOf(() => checkDateTime('2000-01-01T00:30:00+01:00', 'date'))).toBe(outside);
  expect(reasonOf(() => checkDateTime('2026-11-20', 'expires'))).toMatch(
    /^expires must be an ISO 8601 date-time with a time zone/,
  );
});

it('parseDateTime checks the calendar and the clock', () => {
  expect(parseDateTime('2028-02-29T23:59:59Z')).toBe(Date.UTC(2028, 1, 29, 23, 59, 59));
  expect(parseDateTime('2027-02-29T00:00:00Z')).toBeNull();
  expect(parseDateTime('2026-01-01T24:00:00Z')).toBeNull();
  expect(parseDateTime('2026-01-01T10:00+0130')).toBe(Date.UTC(2026, 0, 1, 8, 30));
});

it('checkUuid: with or without dashes, any case; answered canonical', () => {
  const canonical = '069a79f4-44e9-4726-a5be-fca90e38aaf5';
  expect(checkUuid('069A79F4-44E9-4726-A5BE-FCA90E38AAF5', 'uuid')).toBe(canonical);
  expect(checkUuid('069a79f444e94726a5befca90e38aaf5', 'uuid')).toBe(canonical);
  for (const bad of [
    '069a79f4-44e94726a5befca90e38aaf5',
    '069a79f4',
    'g69a79f444e94726a5befca90e38aaf5',
    7,
  ])
    expect(reasonOf(() => checkUuid(bad, 'uuid'))).toBe(
      'uuid must be a UUID, e.g. 069a79f4-44e9-4726-a5be-fca90e38aaf5 (dashes optional)',
    );
});

it('checkPlayerName: every text rule, and an address on the site', () => {
  expect(checkPlayerName('.Steve', 'name')).toBe('.Steve');
  expect(reasonOf(() => checkPlayerName('..', 'name'))).toBe(
    'name cannot be "." or "..": it would have no address on the site',
  );
  expect(reasonOf(() => checkPlayerName('x'.repeat(65), 'name'))).toBe(
    'name must be at most 64 characters',
  );
});

it('parseRowId: a positive whole number of a path, or null', () => {
  expect(parseRowId('42')).toBe(42);
  for (const text of [undefined, '', '0', '-1', '1.5', '07', 'x', '99999999999999999'])
    expect(parseRowId(text)).toBeNull();
});

it('checkCopper and checkGameId: money in whole copper, a game key as text', () => {
  expect(checkCopper(1, 'amount')).toBe(1);
  expect(() => checkCopper(0, 'amount')).toThrow(
    'amount must be a whole number of copper from 1 to 1,000,000,000,000',
  );
  expect(() => checkCopper(101, 'starting_bid', 100)).toThrow(
    'starting_bid must be a whole number of copper from 1 to 100',
  );
  expect(checkGameId(17)).toBe('17');
  expect(checkGameId('d-17')).toBe('d-17');
  expect(() => checkGameId(1.5)).toThrow(
    'id must be a string of 1 to 128 characters, or an integer',
  );
});
