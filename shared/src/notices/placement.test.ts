import { noticeBox, noticePlacement, type PlacementInput } from './placement';

const phone = (keepClear: PlacementInput['keepClear']): PlacementInput => ({
  viewport: { width: 360, height: 740 },
  size: { width: 328, height: 70 },
  topInset: 64,
  margin: 16,
  keepClear,
});

describe('noticePlacement', () => {
  it('stands at the bottom when nothing there needs to be seen', () => {
    expect(noticePlacement(phone([]))).toBe('bottom');
    // A game in the upper half of the window.
    expect(noticePlacement(phone([{ top: 100, left: 16, width: 328, height: 400 }]))).toBe(
      'bottom',
    );
  });

  it('moves under the top bar when the bottom would cover a game or the row just used', () => {
    const game = { top: 300, left: 16, width: 328, height: 420 };
    expect(noticePlacement(phone([game]))).toBe('top');
    const row = { top: 660, left: 16, width: 328, height: 60 };
    expect(noticePlacement(phone([row]))).toBe('top');
  });

  it('takes the place that covers less when both cover something', () => {
    const large = { top: 60, left: 0, width: 360, height: 680 };
    expect(noticePlacement(phone([large]))).toBe('bottom');
    // A game from just under the top bar to near the bottom: less of it under the bar.
    expect(noticePlacement(phone([{ top: 100, left: 16, width: 328, height: 600 }]))).toBe(
      'bottom',
    );
    expect(noticePlacement(phone([{ top: 130, left: 16, width: 328, height: 610 }]))).toBe('top');
  });

  it('ignores what is beside the stack', () => {
    const side = { top: 600, left: 0, width: 10, height: 140 };
    expect(noticePlacement(phone([side]))).toBe('bottom');
  });
});

it('centres the stack, above the bottom margin or under the top bar', () => {
  expect(noticeBox('bottom', phone([]))).toEqual({ top: 654, left: 16, width: 328, height: 70 });
  expect(noticeBox('top', phone([]))).toEqual({ top: 80, left: 16, width: 328, height: 70 });
});
