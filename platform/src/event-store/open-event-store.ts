import type { EventStore } from './event-store.port.js';
import { EventStoreUnavailableError } from './event-store.errors.js';
import { openPgDatabase } from './postgres/pg-database.js';
import { openPgliteDatabase } from './postgres/pglite-database.js';
import { PostgresEventStore } from './postgres/postgres-event-store.js';

export type EventStoreSettings =
  /** PostgreSQL: a server when `databaseUrl` is set, else PGlite in `pgliteDir` (memory when absent). */
  { kind: 'postgres'; databaseUrl?: string; pgliteDir?: string } | { kind: 'kurrentdb'; url: string };

// The KurrentDB client is loaded only by the profile that uses it: the embedded default never pays for its imports.
export async function openEventStore(settings: EventStoreSettings): Promise<EventStore> {
  try {
    if (settings.kind === 'kurrentdb') {
      const { KurrentDbEventStore } = await import('./kurrentdb/kurrentdb-event-store.js');
      const store = new KurrentDbEventStore(settings.url);
      await store.ping();
      return store;
    }
    const db = settings.databaseUrl ? await openPgDatabase(settings.databaseUrl) : await openPgliteDatabase(settings.pgliteDir);
    return await PostgresEventStore.open(db);
  } catch (error) {
    throw new EventStoreUnavailableError(`Cannot open the ${settings.kind} event store: ${(error as Error).message}`, { cause: error });
  }
}
