import type { Client } from 'pg';
import { formatPosition, parsePosition, type GlobalPosition } from '../event-store/position.js';
import type { SqlDatabase } from '../event-store/postgres/sql-database.js';
import type { Coordination, Lease } from './coordination.port.js';

const SCHEMA = `CREATE TABLE IF NOT EXISTS workflow_checkpoints (
  name text PRIMARY KEY,
  position text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
)`;

/**
 * Checkpoints in the event store's own database. The lease is a session advisory lock on a
 * connection of its own, so it ends with the process that held it (a crash frees it at once). On
 * PGlite the data-directory lock already makes this process the only one: the lease is granted.
 */
export class SqlCoordination implements Coordination {
  private readonly held = new Map<string, Client>();

  private constructor(
    private readonly db: SqlDatabase,
    private readonly databaseUrl: string | null,
  ) {}

  static async open(db: SqlDatabase, databaseUrl: string | null): Promise<SqlCoordination> {
    await db.exec(SCHEMA);
    return new SqlCoordination(db, databaseUrl);
  }

  async tryAcquire(name: string): Promise<Lease | null> {
    if (!this.databaseUrl) return { release: async () => undefined };
    if (this.held.has(name)) return null;
    // The driver is loaded on first use: the embedded default (PGlite) never needs it.
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: this.databaseUrl });
    // A lost connection ends the lease; the next tryAcquire answers whether it is still ours.
    client.on('error', () => this.held.delete(name));
    await client.connect();
    const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [`khru-lease:${name}`]);
    if (!rows[0]?.locked) {
      await client.end().catch(() => undefined);
      return null;
    }
    this.held.set(name, client);
    return {
      release: async () => {
        if (this.held.get(name) !== client) return;
        this.held.delete(name);
        await client.end().catch(() => undefined);
      },
    };
  }

  async loadCheckpoint(name: string): Promise<GlobalPosition | null> {
    const { rows } = await this.db.query<{ position: string }>('SELECT position FROM workflow_checkpoints WHERE name = $1', [name]);
    return rows[0] ? parsePosition(rows[0].position) : null;
  }

  async saveCheckpoint(name: string, position: GlobalPosition): Promise<void> {
    await this.db.query(
      `INSERT INTO workflow_checkpoints (name, position) VALUES ($1, $2)
       ON CONFLICT (name) DO UPDATE SET position = EXCLUDED.position, updated_at = now()`,
      [name, formatPosition(position)],
    );
  }

  async close(): Promise<void> {
    await Promise.all([...this.held.values()].map((client) => client.end().catch(() => undefined)));
    this.held.clear();
  }
}
