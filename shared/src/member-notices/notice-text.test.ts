import { noticeText } from './notice-text';

it('says what happened, to which item, for how much', () => {
  expect(noticeText({ kind: 'outbid', item: 'Gungnir', amount: 48_000 })).toBe(
    'You were outbid on Gungnir: the bid is now 4g 80s.',
  );
  expect(noticeText({ kind: 'won', item: 'Gungnir', amount: 50_000 })).toBe(
    'You won Gungnir for 5g!',
  );
});
