import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../testing/render-with-providers';
import type { PunishmentListRow } from '../types/database';
import { PunishmentList } from './punishment-list';

const row = (id: number, fields: Partial<PunishmentListRow> = {}): PunishmentListRow => ({
  id,
  player_name: `Player_${id}`,
  type: 'ban',
  reason: 'Griefing',
  date: '2026-11-20T10:00:00+00:00',
  staff_name: 'Console',
  active: true,
  expires: null,
  in_force: true,
  source: 'litebans',
  revoked_at: null,
  revoked_by_name: null,
  revoked_reason: null,
  ...fields,
});

it('shows a dash for a date it cannot format, and every other row as it is', () => {
  // The row the bridge let in before dates were bounded (issue 41): the list threw a RangeError.
  renderWithProviders(
    <PunishmentList
      punishments={[row(1, { date: '10000-01-01T15:58:59+00:00' }), row(2)]}
      linkPlayers
    />,
  );
  const [broken, fine] = within(screen.getByRole('list', { name: 'Punishments' })).getAllByRole(
    'listitem',
  );
  expect(broken).toHaveTextContent('By Console on – · Permanent');
  expect(fine).toHaveTextContent('By Console on Nov 20, 2026 · Permanent');
});

it('isolates the names of players and staff (<bdi>)', () => {
  renderWithProviders(
    <PunishmentList
      punishments={[row(1, { player_name: 'Evil\u202Egnp.exe', staff_name: 'Mod\u202Eevil' })]}
      linkPlayers
    />,
  );
  const link = screen.getByRole('link', { name: 'Evil\u202Egnp.exe' });
  expect(link).toHaveAttribute('href', '/players/Evil%E2%80%AEgnp.exe');
  const names = [...screen.getByRole('listitem').querySelectorAll('bdi')].map((n) => n.textContent);
  expect(names).toEqual(['Evil\u202Egnp.exe', 'Mod\u202Eevil']);
});

it('a lift says when, by whom and why; an expiry when; a name links to the player page', () => {
  renderWithProviders(
    <PunishmentList
      punishments={[
        row(1, {
          active: false,
          in_force: false,
          expires: '2026-11-27T10:00:00+00:00',
          revoked_at: '2026-11-21T09:00:00+00:00',
          revoked_by_name: 'Heimdall_Watch',
          revoked_reason: 'Appeal accepted',
        }),
        row(2, { active: false, in_force: false, expires: '2026-11-22T10:00:00+00:00' }),
      ]}
      linkPlayers
    />,
  );
  const [lifted, expired] = screen.getAllByRole('listitem');
  expect(lifted).toHaveTextContent('Lifted Nov 21, 2026 by Heimdall_Watch: Appeal accepted');
  expect(expired).toHaveTextContent('Expired Nov 22, 2026');
  expect(within(lifted!).getByRole('link', { name: 'Player_1' })).toHaveAttribute(
    'href',
    '/players/Player_1',
  );
});
