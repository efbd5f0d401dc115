import type { SqlDatabase } from './sql-database.js';

/** A PostgreSQL server through a `pg` pool (the driver loaded on first use: the embedded default never needs it). */
export async function openPgDatabase(connectionString: string, poolSize = 10): Promise<SqlDatabase> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // An idle client that dies (server restart) must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  return {
    kind: 'postgres',
    async query<Row extends object>(sql: string, params: unknown[] = []) {
      const result = await pool.query(sql, params);
      return { rows: result.rows as Row[] };
    },
    async exec(sql) {
      await pool.query(sql);
    },
    async prepared<Row extends object>(name: string, sql: string, params: unknown[]) {
      const result = await pool.query({ name, text: sql, values: params });
      return { rows: result.rows as Row[] };
    },
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({
          async query<Row extends object>(sql: string, params: unknown[] = []) {
            const r = await client.query(sql, params);
            return { rows: r.rows as Row[] };
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}
