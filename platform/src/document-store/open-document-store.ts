import type { DocumentStore } from './document-store.port.js';
import { MemoryDocumentStore } from './memory/memory-document-store.js';
import { MongoDocumentStore } from './mongodb/mongo-document-store.js';

export type DocumentStoreSettings = { kind: 'memory' } | { kind: 'mongodb'; url: string; database?: string };

export async function openDocumentStore(settings: DocumentStoreSettings): Promise<DocumentStore> {
  if (settings.kind === 'memory') return new MemoryDocumentStore();
  return MongoDocumentStore.connect(settings.url, settings.database);
}
