import { FLAPPY_BEST_STORAGE_KEY, readBestScore, recordScore } from './best-score';

beforeEach(() => localStorage.clear());

it('starts at 0 and ignores anything but a positive whole number', () => {
  expect(readBestScore(localStorage)).toBe(0);
  localStorage.setItem(FLAPPY_BEST_STORAGE_KEY, 'abc');
  expect(readBestScore(localStorage)).toBe(0);
  localStorage.setItem(FLAPPY_BEST_STORAGE_KEY, '12');
  expect(readBestScore(localStorage)).toBe(12);
});

it('keeps the higher score, on the device too', () => {
  expect(recordScore(localStorage, 5, 3)).toBe(5);
  expect(localStorage.getItem(FLAPPY_BEST_STORAGE_KEY)).toBeNull();
  expect(recordScore(localStorage, 5, 9)).toBe(9);
  expect(readBestScore(localStorage)).toBe(9);
});
