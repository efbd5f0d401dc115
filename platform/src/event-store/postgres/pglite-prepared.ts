import { parse, protocol, type PGlite } from '@electric-sql/pglite';

const { serialize } = protocol;

const joined = (...messages: Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(messages.reduce((n, m) => n + m.length, 0));
  let offset = 0;
  for (const m of messages) {
    out.set(m, offset);
    offset += m.length;
  }
  return out;
};

/** A parameter in PostgreSQL's text format; an array of scalars becomes an array literal. */
function parameter(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return `{${value.map((v) => (v == null ? 'NULL' : `"${String(v).replace(/[\\"]/g, '\\$&')}"`)).join(',')}}`;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * Prepared statements on PGlite, which `query` does not offer: it parses, plans and describes every
 * call in six calls into the engine. Here each call is one: bind, describe, execute, sync. It holds
 * PGlite's transaction lock as `query` does, so it never runs inside another caller's transaction.
 */
export function pglitePrepared(db: PGlite) {
  const ready = new Set<string>();
  return <Row extends object>(name: string, sql: string, params: unknown[]): Promise<{ rows: Row[] }> =>
    db._runExclusiveTransaction(() =>
      db.runExclusive(async () => {
        if (!ready.has(name)) {
          await db.execProtocol(joined(serialize.parse({ name, text: sql }), serialize.sync()), { syncToFs: false });
          ready.add(name);
        }
        const bind = serialize.bind({ statement: name, values: params.map(parameter) });
        const { messages } = await db.execProtocol(joined(bind, serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()));
        return { rows: parse.parseResults(messages, db.parsers)[0]!.rows as Row[] };
      }),
    );
}
