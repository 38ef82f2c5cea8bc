import { balanceChange, withdrawalState } from './movement-text';

const withdrawal = {
  id: 1,
  amount: 100,
  requested_at: '2026-11-28T10:00:00Z',
  picked_up_at: null,
  paid_at: null,
  cancelled_at: null,
};

it('counts holds and releases as no change of the balance', () => {
  expect(balanceChange({ available_change: -500, held_change: 500 })).toBe(0);
  expect(balanceChange({ available_change: 500, held_change: -500 })).toBe(0);
  expect(balanceChange({ available_change: 0, held_change: -500 })).toBe(-500);
  expect(balanceChange({ available_change: 2_000, held_change: 0 })).toBe(2_000);
});

it('tells a withdrawal’s state: cancelled or paid first, then picked up by the game', () => {
  expect(withdrawalState(withdrawal)).toBe('waiting');
  expect(withdrawalState({ ...withdrawal, picked_up_at: '2026-11-28T10:01:00Z' })).toBe('paying');
  expect(
    withdrawalState({
      ...withdrawal,
      picked_up_at: '2026-11-28T10:01:00Z',
      paid_at: '2026-11-28T10:02:00Z',
    }),
  ).toBe('paid');
  expect(withdrawalState({ ...withdrawal, cancelled_at: '2026-11-28T10:01:00Z' })).toBe(
    'cancelled',
  );
});
