import { describe, it } from '@jest/globals';
import { describeEventStoreContract } from '../testing/event-store.contract.js';
import { createTestDatabase } from '../testing/postgres-test-database.js';
import { KurrentDbEventStore } from './kurrentdb/kurrentdb-event-store.js';
import { openPgDatabase } from './postgres/pg-database.js';
import { openPgliteDatabase } from './postgres/pglite-database.js';
import { PostgresEventStore } from './postgres/postgres-event-store.js';

describeEventStoreContract('PostgreSQL on PGlite', async () => {
  const store = await PostgresEventStore.open(await openPgliteDatabase());
  return { store, dispose: () => store.close() };
});

const databaseUrl = process.env.DATABASE_URL;
if (databaseUrl) {
  describeEventStoreContract('PostgreSQL server', async () => {
    const database = await createTestDatabase(databaseUrl);
    const store = await PostgresEventStore.open(await openPgDatabase(database.url));
    return {
      store,
      async dispose() {
        await store.close();
        await database.drop();
      },
    };
  });
} else {
  describe('event store contract: PostgreSQL server', () => {
    it.skip('skipped: set DATABASE_URL to run it against a PostgreSQL server', () => undefined);
  });
}

const kurrentUrl = process.env.KURRENTDB_URL;
if (kurrentUrl) {
  describeEventStoreContract('KurrentDB', async () => {
    const store = new KurrentDbEventStore(kurrentUrl);
    return { store, dispose: () => store.close() };
  });
} else {
  describe('event store contract: KurrentDB', () => {
    it.skip('skipped: set KURRENTDB_URL to run it against KurrentDB', () => undefined);
  });
}
