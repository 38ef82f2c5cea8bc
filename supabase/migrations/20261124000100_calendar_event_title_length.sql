-- Calendar event titles: at most 120 characters, the limit both event forms enforce
-- (docs/decisions.md, "One calendar event module"). NOT VALID: titles stored before this keep
-- working; every insert and update from now on is checked.
alter table public.calendar_events
  add constraint calendar_events_title_length check (char_length(title) <= 120) not valid;
