// LiteBans' database, read the same way whichever server keeps it: MySQL or MariaDB (its usual
// setup, `mysql://` or `mariadb://`) or PostgreSQL (`postgres://`, `postgresql://`). LiteBans'
// third store, H2, is a file only the plugin's own process can open: refused with a sentence.
// Queries are written once with `?` placeholders; `in (?)` takes an array. BIGINT columns come
// back as numbers from both (ids and epoch milliseconds are far below 2^53).
import mysql from 'mysql2/promise';
import pg from 'pg';

/**
 * @typedef {{
 *   dialect: 'mysql' | 'postgres',
 *   query(sql: string, params?: unknown[]): Promise<Record<string, any>[]>,
 *   asInteger(column: string): string,
 *   end(): Promise<void>,
 * }} LitebansDatabase
 */

export class UnsupportedDatabaseError extends Error {
  name = 'UnsupportedDatabaseError';
}

/** Which server a URL names, or an error saying what is supported. */
export function litebansDialect(url) {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase() ?? '';
  if (scheme === 'mysql' || scheme === 'mariadb') return 'mysql';
  if (scheme === 'postgres' || scheme === 'postgresql') return 'postgres';
  if (/^(jdbc:)?h2:/i.test(url) || /\.mv\.db$/i.test(url)) {
    throw new UnsupportedDatabaseError(
      'LiteBans’ H2 database is a file only the running plugin can open: switch LiteBans to MySQL, MariaDB or PostgreSQL (its config.yml, `driver`), then point the bridge at that server',
    );
  }
  throw new UnsupportedDatabaseError(
    `the database URL must start with mysql://, mariadb://, postgres:// or postgresql:// (got "${scheme ? `${scheme}:` : url.slice(0, 12)}…")`,
  );
}

/** `?` → `$1…`, and `in (?)` → `= any($n)` (an array parameter). */
export function toPostgresPlaceholders(sql) {
  let n = 0;
  return sql.replace(/\bin \(\?\)/gi, '= any(?)').replace(/\?/g, () => `$${(n += 1)}`);
}

/** PostgreSQL's int8 (BIGINT, count, max of a BIGINT) as a number. */
const INT8 = 20;
const pgTypes = {
  getTypeParser: (oid, format) =>
    oid === INT8 && format !== 'binary' ? Number : pg.types.getTypeParser(oid, format),
};

/**
 * Connects (lazily: the first query opens the connection) to LiteBans' database.
 * @param {string} url
 * @returns {LitebansDatabase}
 */
export function openLitebansDatabase(url) {
  const dialect = litebansDialect(url);
  if (dialect === 'mysql') {
    const pool = mysql.createPool({
      uri: url.replace(/^mariadb:/i, 'mysql:'),
      connectionLimit: 2,
    });
    return {
      dialect,
      async query(sql, params = []) {
        const [rows] = await pool.query(sql, params);
        return rows;
      },
      // BIT(1) read as a number.
      asInteger: (column) => `cast(${column} as unsigned)`,
      end: () => pool.end(),
    };
  }
  const pool = new pg.Pool({ connectionString: url, max: 2, types: pgTypes });
  return {
    dialect,
    async query(sql, params = []) {
      const result = await pool.query(toPostgresPlaceholders(sql), params);
      return result.rows;
    },
    // BIT and BOOLEAN both cast to an integer.
    asInteger: (column) => `cast(cast(${column} as text) in ('1', 'true') as integer)`,
    end: () => pool.end(),
  };
}
