import { containsPattern } from './like-pattern';

it('matches the text anywhere, its wildcards literally', () => {
  expect(containsPattern('axe')).toBe('%axe%');
  expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
});
