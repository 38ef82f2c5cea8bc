import { getPunishments } from './get-punishments';

const firstPage = { search: '', type: 'all', status: 'all', page: 1 } as const;

it('reads one page of the record, newest first, with the total', async () => {
  const { rows, total, page, page_size } = await getPunishments(firstPage);
  expect({ page, page_size }).toEqual({ page: 1, page_size: 25 });
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.length).toBeLessThanOrEqual(25);
  expect(total).toBeGreaterThanOrEqual(rows.length);
  const dates = rows.map((row) => Date.parse(row.date));
  expect(dates).toEqual([...dates].sort((a, b) => b - a));
});

it('searches by player and filters by type and status in the database', async () => {
  const { rows, total } = await getPunishments({
    ...firstPage,
    search: 'lokitrick',
    type: 'ban',
    status: 'active',
  });
  expect(total).toBeGreaterThanOrEqual(1);
  expect(rows[0]).toEqual(
    expect.objectContaining({ player_name: 'LokiTrickster99', type: 'ban', in_force: true }),
  );
  expect(rows.every((row) => row.type === 'ban' && row.in_force)).toBe(true);
});

it('passes the database’s refusal on as a DataError', async () => {
  await expect(getPunishments({ ...firstPage, page: 0 })).rejects.toMatchObject({
    name: 'DataError',
    status: 400,
    message: 'Pages are numbered from 1 and hold 1 to 100 rows',
  });
});
