import { noticeText } from './notice-text';
import { loadPageLanguage, setPageLanguage } from '../i18n/messages';

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

it('says it in Swedish on a Swedish page, the amount written the Swedish way', async () => {
  await loadPageLanguage('sv');
  try {
    expect(noticeText({ kind: 'won', item: 'Gungnir', amount: 12_500_000_000 })).toBe(
      'Du vann Gungnir för 1\u00a0250\u00a0000g!',
    );
    expect(noticeText({ kind: 'outbid', item: 'Gungnir', amount: 48_000 })).toBe(
      'Du blev överbjuden på Gungnir: budet är nu 4g 80s.',
    );
  } finally {
    setPageLanguage('en');
  }
});
