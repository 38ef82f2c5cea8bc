import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@norsecraft/shared/testing';
import {
  appStore,
  createCalendarEvent as createEvent,
  RefusedError,
  deleteCalendarEvent as deleteEvent,
  getCountedCalendarEvents as fetchEvents,
  staffRolesAtom,
  sessionUserAtom,
  todayIso,
  updateCalendarEvent as updateEvent,
  type CalendarEvent,
} from '@norsecraft/shared';
import CalendarPage from './calendar-page';

// Several dialogs and re-renders per test: slow on a busy CI machine.
jest.setTimeout(20_000);

jest.mock('@norsecraft/shared', () => ({
  ...jest.requireActual('@norsecraft/shared'),
  getCountedCalendarEvents: jest.fn(),
  createCalendarEvent: jest.fn(),
  updateCalendarEvent: jest.fn(),
  deleteCalendarEvent: jest.fn(),
}));
const fetchMock = jest.mocked(fetchEvents);

const today = todayIso();
const event = (id: number, title: string, time = '18:00:00'): CalendarEvent => ({
  id,
  title,
  date: today,
  time,
  description: `${title} description`,
  type: 'raid',
});

const counted = (events: CalendarEvent[], total = events.length) => ({ events, total });

function setRole(admin: boolean) {
  act(() => {
    appStore.set(sessionUserAtom, { id: 'u1', email: 'x@example.com', profile: null });
    appStore.set(staffRolesAtom, admin ? ['admin'] : []);
  });
}

beforeEach(() => {
  jest.clearAllMocks();
  fetchMock.mockResolvedValue(
    counted([
      event(1, 'Fenrir Hunt', '20:00:00'),
      event(2, 'Market Day', '09:00:00'),
      event(3, 'Blot'),
    ]),
  );
});

describe('CalendarPage', () => {
  it('says how many events a month holds past what one request brings, and loads the day', async () => {
    setRole(false);
    fetchMock.mockImplementation(async (range) =>
      range.from === range.to
        ? counted([event(1, 'Fenrir Hunt'), event(4, 'Late Feast', '23:00:00')], 2)
        : counted([event(1, 'Fenrir Hunt')], 620),
    );
    renderWithProviders(<CalendarPage />);
    expect(await screen.findByText(/This month has 620 events/)).toHaveTextContent(
      '619 are not in it',
    );
    const panel = await screen.findByRole('list', { name: 'Events on this day' });
    expect(await within(panel).findByText('Late Feast')).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith({ from: today, to: today }, null, expect.anything());
  });

  it("shows today's events in the panel and 2 + '+1' in the cell", async () => {
    setRole(false);
    renderWithProviders(<CalendarPage />);
    const panel = await screen.findByRole('list', { name: 'Events on this day' });
    expect(
      within(panel)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Market Day', 'Blot', 'Fenrir Hunt']);
    const cell = screen.getByRole('button', { name: /today, 3 events/ });
    expect(cell).toHaveTextContent('+1');
    expect(cell).toHaveTextContent('Market Day');
    expect(cell).not.toHaveTextContent('Fenrir Hunt');
  });

  it('gives members no edit controls', async () => {
    setRole(false);
    renderWithProviders(<CalendarPage />);
    await screen.findByRole('list', { name: 'Events on this day' });
    expect(screen.queryByRole('button', { name: 'Add event' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  });

  it('moves between months and selects a day', async () => {
    setRole(false);
    renderWithProviders(<CalendarPage />);
    await screen.findByRole('list', { name: 'Events on this day' });
    const label = screen.getByRole('heading', {
      level: 2,
      name: /^[A-Z][a-z]+ \d{4}$/,
    }).textContent;
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(
      screen.getByRole('heading', { level: 2, name: /^[A-Z][a-z]+ \d{4}$/ }).textContent,
    ).not.toBe(label);
    // Each month asks for its own grid, and for the selected day (today) when it lies outside.
    const [first] = fetchMock.mock.calls[0]!;
    const [next, extraDay] = fetchMock.mock.lastCall!;
    expect(next.from > first.from).toBe(true);
    expect(extraDay).toBe(today >= next.from ? null : today);
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    const day = screen.getAllByRole('button', { name: /no events/ })[10]!;
    await userEvent.click(day);
    expect(day).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('No events on this day')).toBeInTheDocument();
  });

  it('lets an admin add an event, then reloads', async () => {
    setRole(true);
    jest.mocked(createEvent).mockResolvedValue();
    renderWithProviders(<CalendarPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add event' }));
    const dialog = screen.getByRole('dialog', { name: 'Add event' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add event' }));
    expect(within(dialog).getByText('Please fill in all required fields')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Title'), {
      target: { value: 'Thing Assembly' },
    });
    fireEvent.change(within(dialog).getByLabelText('Time'), { target: { value: '19:30' } });
    await userEvent.selectOptions(within(dialog).getByLabelText('Type'), 'event');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add event' }));
    expect(createEvent).toHaveBeenCalledWith({
      title: 'Thing Assembly',
      date: today,
      time: '19:30',
      description: null,
      type: 'event',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('explains a refused edit, and keeps the dialog open', async () => {
    setRole(true);
    jest.spyOn(console, 'error').mockImplementation(() => {});
    jest
      .mocked(updateEvent)
      .mockRejectedValue(new RefusedError('You are not allowed to change this event.', 403));
    renderWithProviders(<CalendarPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Blot' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit event' });
    expect(within(dialog).getByLabelText('Time')).toHaveValue('18:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(
      await within(dialog).findByText('You are not allowed to change this event.'),
    ).toBeInTheDocument();
    // A refusal means the page's copy may be stale: the list reloads under the dialog.
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(screen.getByRole('dialog', { name: 'Edit event' })).toBeInTheDocument();
  });

  it('deletes after a confirmation and reloads', async () => {
    setRole(true);
    jest.mocked(deleteEvent).mockResolvedValue();
    renderWithProviders(<CalendarPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Blot' }));
    expect(deleteEvent).not.toHaveBeenCalled();
    const confirm = screen.getByRole('dialog', { name: 'Delete event?' });
    expect(confirm).toHaveTextContent('“Blot” will be removed from the calendar for everyone.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm delete' }));
    expect(deleteEvent).toHaveBeenCalledWith(3);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  });
});
