import { act, fireEvent, screen } from '@testing-library/react';
import { createQueryClient } from '@norsecraft/shared/query-client';
import { renderWithProviders } from '@norsecraft/shared/testing';
import { staffKey, type Roster } from '../api/get-staff';
import type { StaffMember, StaffRole } from '../lib/staff';
import StaffPage from './staff-page';

const person = (id: number, name: string, role: StaffRole, tag: string): StaffMember => ({
  id,
  name,
  role,
  description: `${name} keeps the realm running.`,
  minecraft_username: `${name}Head`,
  discord_tag: tag,
  stats: { playtimeHours: 1000 + id, warnings: 2, bans: 1, reports: 3 },
});

const roster: Roster = {
  lang: 'en',
  staff: [
    person(1, 'Odin', 'Owner', 'odin.allfather'),
    person(2, 'Frigg', 'Owner', 'frigg.queen'),
    person(3, 'Loki', 'Developer', 'loki.codes'),
    person(4, 'Tyr', 'Moderator', 'tyr.justice'),
    person(5, 'Eir', 'Helper', 'eir.healer'),
  ],
  builders: [
    { id: 6, name: 'Brokkr', minecraft_username: 'BrokkrForge', specialty: 'Forges' },
    { id: 7, name: 'Sindri', minecraft_username: 'SindriSmith', specialty: 'Bridges' },
    { id: 8, name: 'Idunn', minecraft_username: 'IdunnGardens', specialty: 'Gardens' },
  ],
};

/** The page as it arrives with its data (the HTML host and the prefetch load it first). */
function renderStaffPage(data: Roster = roster) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(staffKey, data);
  return renderWithProviders(<StaffPage />, { queryClient });
}

const writeText = jest.fn<Promise<void>, [string]>();

beforeEach(() => {
  jest.useFakeTimers();
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});

afterEach(() => jest.useRealTimers());

const first = roster.staff[0]!;

describe('StaffPage', () => {
  it('shows five staff and three builders', () => {
    renderStaffPage();
    expect(screen.getAllByRole('button', { name: /^Copy chat tag/ })).toHaveLength(5);
    expect(screen.getByRole('heading', { name: 'Builders' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(8);
  });

  it('copies the chat tag and confirms for 2 s', async () => {
    renderStaffPage();
    const button = screen.getByRole('button', { name: `Copy chat tag @${first.discord_tag}` });
    await act(async () => fireEvent.click(button));
    expect(writeText).toHaveBeenCalledWith(first.discord_tag);
    const notice = screen.getByText(`Chat tag @${first.discord_tag} copied.`);
    expect(notice.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    act(() => jest.advanceTimersByTime(2000));
    expect(notice).not.toBeInTheDocument();
  });

  it('opens the stats panel', () => {
    renderStaffPage();
    const toggle = screen.getAllByRole('button', { name: 'View Stats' })[0]!;
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(
      screen.getByText(`${first.stats.playtimeHours.toLocaleString('en-US')} h`),
    ).toBeInTheDocument();
  });

  it('says the roster is empty on a site without staff', () => {
    renderStaffPage({ lang: null, staff: [], builders: [] });
    expect(screen.getByText('No staff listed yet')).toBeInTheDocument();
  });

  it('draws a head of their own for each member whose head image fails', () => {
    const { container } = renderStaffPage();
    const images = [...container.querySelectorAll('img')];
    expect(images[0]!.getAttribute('src')).toContain(first.minecraft_username);
    images.forEach((img) => fireEvent.error(img));
    const drawn = [...container.querySelectorAll('svg[data-drawn-head]')];
    expect(drawn).toHaveLength(images.length);
    expect(drawn[0]).toHaveAttribute('data-drawn-head', first.minecraft_username);
    const faces = new Set(drawn.map((svg) => svg.innerHTML));
    expect(faces.size).toBe(drawn.length);
  });
});
