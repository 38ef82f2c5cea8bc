import { noticeText } from './notice-text';

it('says what happened, to which item, for how much', () => {
  expect(noticeText({ kind: 'outbid', item: 'Gungnir', amount: 48_000 })).toBe(
    'You were outbid on Gungnir: the bid is now 4g 80s.',
  );
  expect(noticeText({ kind: 'won', item: 'Gungnir', amount: 50_000 })).toBe(
    'You won Gungnir for 5g!',
  );
  expect(noticeText({ kind: 'sold', item: 'Gungnir', amount: 47_500 })).toBe(
    'You sold Gungnir: 4g 75s is in your wallet (after the house fee).',
  );
  expect(noticeText({ kind: 'unsold', item: 'Gungnir', amount: 10_000 })).toBe(
    'Gungnir did not sell: it goes back to you in game.',
  );
});
