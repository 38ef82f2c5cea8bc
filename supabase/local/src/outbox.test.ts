import { OUTBOX_LIMIT, Outbox } from './outbox';

const mail = (n: number) => ({ to: `u${n}@test.local`, subject: `#${n}`, text: '', html: '' });

describe('Outbox', () => {
  it(`keeps only the newest ${OUTBOX_LIMIT} mails`, () => {
    const outbox = new Outbox(() => {});
    for (let n = 1; n <= OUTBOX_LIMIT + 25; n++) outbox.send(mail(n));
    const kept = outbox.list();
    expect(kept).toHaveLength(OUTBOX_LIMIT);
    expect(kept[0]?.subject).toBe('#26');
    expect(kept.at(-1)?.subject).toBe(`#${OUTBOX_LIMIT + 25}`);
  });

  it('lists the mails to one address, whatever its case', () => {
    const outbox = new Outbox(() => {});
    for (const n of [1, 2, 1]) outbox.send(mail(n));
    expect(outbox.list('U1@test.local').map((m) => m.subject)).toEqual(['#1', '#1']);
    expect(outbox.list(null)).toHaveLength(3);
  });

  it('drops the oldest first under a smaller bound, and empties on clear', () => {
    const outbox = new Outbox(() => {}, 2);
    for (const n of [1, 2, 3]) outbox.send(mail(n));
    expect(outbox.list().map((m) => m.subject)).toEqual(['#2', '#3']);
    outbox.clear();
    expect(outbox.list()).toEqual([]);
  });
});
