import { describe, it } from '@jest/globals';
import { describeDocumentStoreContract } from '../testing/document-store.contract.js';
import { MemoryDocumentStore } from './memory/memory-document-store.js';
import { MongoDocumentStore } from './mongodb/mongo-document-store.js';

describeDocumentStoreContract('in memory (mingo)', async () => new MemoryDocumentStore());

const mongoUrl = process.env.MONGODB_URL;
if (mongoUrl) {
  describeDocumentStoreContract('MongoDB', () => MongoDocumentStore.connect(mongoUrl, `khru_test_${Date.now()}`));
} else {
  describe('document store contract: MongoDB', () => {
    it.skip('skipped: set MONGODB_URL to run it against MongoDB', () => undefined);
  });
}
