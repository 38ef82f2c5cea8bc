import { calendarDay, createdNotice } from './created-notice';

it('writes a calendar day without shifting it by the time zone', () => {
  expect(calendarDay('2031-05-03')).toBe('3 May 2031');
  expect(calendarDay('2030-12-31')).toBe('31 December 2030');
});

it('says where an event dated in the past went', () => {
  expect(createdNotice({ title: 'Feast', date: '2031-05-03' }, '2031-05-03')).toBe(
    '“Feast” was created for 3 May 2031.',
  );
  expect(createdNotice({ title: 'Feast', date: '2031-05-02' }, '2031-05-03')).toMatch(
    /a day that has passed: it is on the calendar, not in the upcoming events\.$/,
  );
});
