import { litebansDialect, toPostgresPlaceholders } from './litebans-db.mjs';

describe('litebansDialect', () => {
  it.each([
    ['mysql://reader:secret@127.0.0.1:3306/litebans', 'mysql'],
    ['mariadb://reader@db.local/litebans', 'mysql'],
    ['postgres://reader@127.0.0.1:5432/litebans', 'postgres'],
    ['postgresql://reader@db.local/litebans?sslmode=require', 'postgres'],
  ])('%s reads as %s', (url, dialect) => {
    expect(litebansDialect(url)).toBe(dialect);
  });

  it.each([
    'jdbc:h2:./plugins/LiteBans/litebans',
    'h2:litebans',
    '/srv/plugins/LiteBans/litebans.mv.db',
  ])('refuses H2 (%s), saying how to move off it', (url) => {
    expect(() => litebansDialect(url)).toThrow(
      /H2 database is a file only the running plugin can open: switch LiteBans to MySQL, MariaDB or PostgreSQL/,
    );
  });

  it('refuses any other scheme, naming the ones it reads', () => {
    expect(() => litebansDialect('sqlite:///srv/litebans.db')).toThrow(
      'the database URL must start with mysql://, mariadb://, postgres:// or postgresql:// (got "sqlite:…")',
    );
  });
});

it('toPostgresPlaceholders numbers the parameters and turns `in (?)` into an array parameter', () => {
  expect(
    toPostgresPlaceholders('select id from t where id > ? and uuid in (?) and name = ? limit 5'),
  ).toBe('select id from t where id > $1 and uuid = any($2) and name = $3 limit 5');
});
