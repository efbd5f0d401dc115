import type { SqlDatabase } from '../event-store/postgres/sql-database.js';

export type SandboxRecordKind = 'charge' | 'setup' | 'card' | 'refund';

/**
 * Where the sandbox provider keeps its records (charges, card set-ups, saved cards, refund requests), as a provider
 * keeps them on its side: so that whichever replica serves the pay page, receives the card or is asked for a refund
 * sees the same, and a restart forgets nothing (ADR 30). Changes are compare-and-set, so two replicas never both
 * settle one charge.
 */
export interface SandboxRecords {
  /** Adds the record unless one with this id is there; answers whether it was added. */
  add<T extends object>(kind: SandboxRecordKind, id: string, value: T): Promise<boolean>;
  get<T extends object>(kind: SandboxRecordKind, id: string): Promise<T | null>;
  /** Replaces the record only while it still equals `expected`; answers whether it did. */
  replace<T extends object>(kind: SandboxRecordKind, id: string, expected: T, next: T): Promise<boolean>;
  /** The records of a kind whose `field` holds `value` (text), oldest first. */
  find<T extends object>(kind: SandboxRecordKind, field: string, value: string): Promise<T[]>;
}

const SCHEMA = `CREATE TABLE IF NOT EXISTS sandbox_records (
  kind text NOT NULL,
  id text NOT NULL,
  data jsonb NOT NULL,
  added bigserial,
  PRIMARY KEY (kind, id)
)`;

/** In the event store's own database (PGlite or the PostgreSQL server), beside the events. */
export class SqlSandboxRecords implements SandboxRecords {
  private constructor(private readonly db: SqlDatabase) {}

  static async open(db: SqlDatabase): Promise<SqlSandboxRecords> {
    await db.exec(SCHEMA);
    return new SqlSandboxRecords(db);
  }

  async add<T extends object>(kind: SandboxRecordKind, id: string, value: T): Promise<boolean> {
    const { rows } = await this.db.query('INSERT INTO sandbox_records (kind, id, data) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING id', [
      kind,
      id,
      JSON.stringify(value),
    ]);
    return rows.length === 1;
  }

  async get<T extends object>(kind: SandboxRecordKind, id: string): Promise<T | null> {
    const { rows } = await this.db.query<{ data: T }>('SELECT data FROM sandbox_records WHERE kind = $1 AND id = $2', [kind, id]);
    return rows[0]?.data ?? null;
  }

  async replace<T extends object>(kind: SandboxRecordKind, id: string, expected: T, next: T): Promise<boolean> {
    const { rows } = await this.db.query('UPDATE sandbox_records SET data = $4 WHERE kind = $1 AND id = $2 AND data = $3::jsonb RETURNING id', [
      kind,
      id,
      JSON.stringify(expected),
      JSON.stringify(next),
    ]);
    return rows.length === 1;
  }

  async find<T extends object>(kind: SandboxRecordKind, field: string, value: string): Promise<T[]> {
    const { rows } = await this.db.query<{ data: T }>('SELECT data FROM sandbox_records WHERE kind = $1 AND data ->> $2 = $3 ORDER BY added', [
      kind,
      field,
      value,
    ]);
    return rows.map((row) => row.data);
  }
}

/** In this process: for a store without SQL (KurrentDB), where production pays through a real provider. */
export class MemorySandboxRecords implements SandboxRecords {
  private readonly records = new Map<string, string>();
  private readonly key = (kind: SandboxRecordKind, id: string) => `${kind}\n${id}`;

  async add<T extends object>(kind: SandboxRecordKind, id: string, value: T): Promise<boolean> {
    if (this.records.has(this.key(kind, id))) return false;
    this.records.set(this.key(kind, id), JSON.stringify(value));
    return true;
  }

  async get<T extends object>(kind: SandboxRecordKind, id: string): Promise<T | null> {
    const json = this.records.get(this.key(kind, id));
    return json === undefined ? null : (JSON.parse(json) as T);
  }

  async replace<T extends object>(kind: SandboxRecordKind, id: string, expected: T, next: T): Promise<boolean> {
    const json = this.records.get(this.key(kind, id));
    if (json === undefined || !sameJson(JSON.parse(json), expected)) return false;
    this.records.set(this.key(kind, id), JSON.stringify(next));
    return true;
  }

  async find<T extends object>(kind: SandboxRecordKind, field: string, value: string): Promise<T[]> {
    const prefix = `${kind}\n`;
    return [...this.records]
      .filter(([key]) => key.startsWith(prefix))
      .map(([, json]) => JSON.parse(json) as Record<string, unknown>)
      .filter((record) => record[field] === value) as T[];
  }
}

/** Equality as jsonb compares: the same keys and values, whatever their order. */
function sameJson(a: unknown, b: unknown): boolean {
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return a === b;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((k) => sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}
