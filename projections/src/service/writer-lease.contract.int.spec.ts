import { describe, it } from '@jest/globals';
import { MemoryDocumentStore, openDocumentStore } from '@khru/platform';
import { describeWriterLeaseContract } from './writer-lease.contract.js';

describeWriterLeaseContract('in memory (mingo)', async () => {
  const store = new MemoryDocumentStore();
  return { store, dispose: () => store.close() };
});

const mongoUrl = process.env.MONGODB_URL;
if (mongoUrl) {
  describeWriterLeaseContract('MongoDB', async () => {
    const store = await openDocumentStore({ kind: 'mongodb', url: mongoUrl, database: `khru_lease_${Date.now()}_${Math.random().toString(36).slice(2, 8)}` });
    return {
      store,
      async dispose() {
        await store.dropAll();
        await store.close();
      },
    };
  });
} else {
  describe('writer lease contract: MongoDB', () => {
    it.skip('skipped: set MONGODB_URL to run it against MongoDB', () => undefined);
  });
}
