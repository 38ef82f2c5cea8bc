import { commandOfKey } from './keys';

it('flies on Space and Arrow Up, pauses on Escape and P', () => {
  expect(commandOfKey({ code: 'Space', key: ' ' })).toBe('fly');
  expect(commandOfKey({ code: 'ArrowUp', key: 'ArrowUp' })).toBe('fly');
  expect(commandOfKey({ code: 'Escape', key: 'Escape' })).toBe('pause');
  expect(commandOfKey({ code: 'KeyP', key: 'p' })).toBe('pause');
  // The letter P, with Shift too, wherever the visitor's layout puts it.
  expect(commandOfKey({ code: 'KeyP', key: 'P' })).toBe('pause');
  expect(commandOfKey({ code: 'KeyR', key: 'p' })).toBe('pause');
  expect(commandOfKey({ code: 'KeyP', key: 'l' })).toBeNull();
});

it('leaves other keys to the page', () => {
  expect(commandOfKey({ code: 'Tab', key: 'Tab' })).toBeNull();
  expect(commandOfKey({ code: 'Enter', key: 'Enter' })).toBeNull();
  expect(commandOfKey({ code: 'KeyO', key: 'o' })).toBeNull();
});
