import { statusBlock } from './status';

describe('statusBlock', () => {
  it('prints what `supabase start` prints, one aligned line each', () => {
    expect(
      statusBlock({
        url: 'http://127.0.0.1:54321',
        dbUrl: 'postgresql://postgres:postgres@127.0.0.1:54322/postgres',
        superuserDbUrl: 'postgresql://supabase_admin:secret@127.0.0.1:54322/postgres',
        outboxUrl: 'http://127.0.0.1:54321/_outbox?token=t',
        anonKey: 'anon.jwt',
        serviceRoleKey: 'service.jwt',
        gameBridgeKey: 'bridge-key',
      }).split('\n'),
    ).toEqual([
      '         API URL: http://127.0.0.1:54321',
      // The role hosted's is, never the superuser's.
      '          DB URL: postgresql://postgres:postgres@127.0.0.1:54322/postgres',
      '      Outbox URL: http://127.0.0.1:54321/_outbox?token=t',
      '        anon key: anon.jwt',
      'service_role key: service.jwt',
      ' game-bridge key: bridge-key',
    ]);
  });
});
