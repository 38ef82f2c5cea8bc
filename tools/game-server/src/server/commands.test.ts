import { parseCommand } from './commands';

it('splits a typed command into its name and words', () => {
  expect(parseCommand('link ABC123')).toEqual({ name: 'link', args: ['ABC123'] });
  expect(parseCommand('  Deposit   5g  ')).toEqual({ name: 'deposit', args: ['5g'] });
  expect(parseCommand('help')).toEqual({ name: 'help', args: [] });
});

it('finds no command in an empty line', () => {
  expect(parseCommand('   ')).toBeNull();
});
