/** The little of a SQL client the PostgreSQL event store needs; PGlite and `pg` both fit behind it. */
export interface SqlSession {
  query<Row extends object>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>;
}

export interface SqlDatabase extends SqlSession {
  readonly kind: 'pglite' | 'postgres';
  /** Runs several statements without parameters (schema set-up). */
  exec(sql: string): Promise<void>;
  transaction<T>(work: (tx: SqlSession) => Promise<T>): Promise<T>;
  /** Runs `sql` as a statement prepared once per connection under `name`: no parsing or planning per call. */
  prepared<Row extends object>(name: string, sql: string, params: unknown[]): Promise<{ rows: Row[] }>;
  close(): Promise<void>;
}

/** Unique-violation details, whichever driver raised it. */
export function uniqueViolation(error: unknown): { constraint: string | undefined } | null {
  if (typeof error !== 'object' || error === null) return null;
  const e = error as { code?: unknown; constraint?: unknown; message?: unknown };
  if (e.code !== '23505') return null;
  const constraint = typeof e.constraint === 'string' ? e.constraint : undefined;
  if (constraint) return { constraint };
  const message = typeof e.message === 'string' ? e.message : '';
  const match = /constraint "([^"]+)"/.exec(message);
  return { constraint: match?.[1] };
}
