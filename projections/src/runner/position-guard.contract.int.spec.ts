import { describe, it } from '@jest/globals';
import { MemoryDocumentStore, openDocumentStore } from '@khru/platform';
import { describePositionGuardContract } from './position-guard.contract.js';

// mingo behind the MongoDB code path: the runner takes no in-memory shortcut through InterleavedStore.
describePositionGuardContract('MongoDB stand-in (mingo)', async () => {
  const store = new MemoryDocumentStore();
  return { store, dispose: () => store.close() };
});

const mongoUrl = process.env.MONGODB_URL;
if (mongoUrl) {
  describePositionGuardContract('MongoDB', async () => {
    const store = await openDocumentStore({ kind: 'mongodb', url: mongoUrl, database: `khru_guard_${Date.now()}_${Math.random().toString(36).slice(2, 8)}` });
    return {
      store,
      async dispose() {
        await store.dropAll();
        await store.close();
      },
    };
  });
} else {
  describe('position guard contract: MongoDB', () => {
    it.skip('skipped: set MONGODB_URL to run it against MongoDB', () => undefined);
  });
}
