import { PGlite } from '@electric-sql/pglite';
import { pglitePrepared } from './pglite-prepared.js';
import type { SqlDatabase, SqlSession } from './sql-database.js';

/** PostgreSQL in WASM, in a data directory (or in memory when none is given). Single connection. */
export async function openPgliteDatabase(dataDir?: string): Promise<SqlDatabase> {
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
