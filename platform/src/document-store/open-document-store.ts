import type { DocumentStore } from './document-store.port.js';
import { MemoryDocumentStore } from './memory/memory-document-store.js';

export type DocumentStoreSettings = { kind: 'memory' } | { kind: 'mongodb'; url: string; database?: string };

// The MongoDB driver is loaded only by the profile that uses it: the embedded default never pays for its imports.
export async function openDocumentStore(settings: DocumentStoreSettings): Promise<DocumentStore> {
  if (settings.kind === 'memory') return new MemoryDocumentStore();
  const { MongoDocumentStore } = await import('./mongodb/mongo-document-store.js');
  return MongoDocumentStore.connect(settings.url, settings.database);
}
