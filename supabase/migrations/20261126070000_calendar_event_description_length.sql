-- Calendar event descriptions: at most 1,000 characters, the limit both event forms enforce
-- (shared/src/calendar-events/event-form.ts). The day panel and the dashboard's rows show the
-- whole text, so an unbounded one would bury the month. NOT VALID: descriptions stored before
-- this keep loading; every insert and update is checked.
alter table public.calendar_events
  add constraint calendar_events_description_length
  check (char_length(description) <= 1000) not valid;
