import type { PGlite } from '@electric-sql/pglite';
import type { pglitePrepared as PreparedStatements } from './pglite-prepared.js';
import type { SqlDatabase, SqlSession } from './sql-database.js';

let loading: Promise<{ PGlite: typeof PGlite; pglitePrepared: typeof PreparedStatements }> | null = null;

/** Loaded once, the package before our module that imports it: jest's ESM loader fails two overlapping loads of one chunk. */
function pglite() {
  loading ??= (async () => {
    const { PGlite } = await import('@electric-sql/pglite');
    const { pglitePrepared } = await import('./pglite-prepared.js');
    return { PGlite, pglitePrepared };
  })();
  return loading;
}

/**
 * PostgreSQL in WASM, in a data directory (or in memory when none is given). Single connection. Loaded on first use:
 * a process on a PostgreSQL server, and a test that opens no database, never need it.
 */
export async function openPgliteDatabase(dataDir?: string): Promise<SqlDatabase> {
  const { PGlite, pglitePrepared } = await pglite();
  const db = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
  const session = (q: Pick<PGlite, 'query'>): SqlSession => ({
    async query<Row extends object>(sql: string, params: unknown[] = []) {
      const result = await q.query<Row>(sql, params);
      return { rows: result.rows };
    },
  });
  return {
    kind: 'pglite',
    ...session(db),
    async exec(sql) {
      await db.exec(sql);
    },
    transaction: (work) => db.transaction((tx) => work(session(tx))),
    prepared: pglitePrepared(db),
    async close() {
      if (!db.closed) await db.close();
    },
  };
}
