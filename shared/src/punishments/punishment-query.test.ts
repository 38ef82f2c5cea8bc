import { paramsFromQuery, queryFromParams } from './punishment-query';

const params = (text: string) => new URLSearchParams(text);

describe('punishment query in the URL', () => {
  it('reads search, filters and page', () => {
    expect(queryFromParams(params('q=Loki&type=ban&status=active&page=3'))).toEqual({
      search: 'Loki',
      type: 'ban',
      status: 'active',
      page: 3,
    });
  });

  it('falls back to the unfiltered first page for missing or unknown values', () => {
    expect(queryFromParams(params(''))).toEqual({
      search: '',
      type: 'all',
      status: 'all',
      page: 1,
    });
    expect(queryFromParams(params('type=jail&status=soon&page=-1'))).toMatchObject({
      type: 'all',
      status: 'all',
      page: 1,
    });
  });

  it('cuts a search to the 64 characters the database takes', () => {
    expect(queryFromParams(params(`q=${'x'.repeat(80)}`)).search).toHaveLength(64);
  });

  it('writes only what differs from the first unfiltered page, and reads it back', () => {
    const query = { search: 'Thor_Bane', type: 'mute', status: 'expired', page: 2 } as const;
    expect(paramsFromQuery(query).toString()).toBe('q=Thor_Bane&type=mute&status=expired&page=2');
    expect(queryFromParams(paramsFromQuery(query))).toEqual(query);
    expect(paramsFromQuery({ search: '  ', type: 'all', status: 'all', page: 1 }).toString()).toBe(
      '',
    );
  });
});
