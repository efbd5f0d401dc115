import type { BaseDocument, DocumentCollection, DocumentStore } from '../document-store.port.js';
import { MemoryCollection } from './memory-collection.js';

/** Read models in process memory (embedded default); rebuilt from the event store at boot. */
export class MemoryDocumentStore implements DocumentStore {
  readonly kind = 'memory';
  private readonly collections = new Map<string, MemoryCollection<BaseDocument>>();

  collection<T extends BaseDocument>(name: string): DocumentCollection<T> {
    let collection = this.collections.get(name);
    if (!collection) {
      collection = new MemoryCollection<BaseDocument>(name);
      this.collections.set(name, collection);
    }
    return collection as unknown as DocumentCollection<T>;
  }

  async dropAll(): Promise<void> {
    this.collections.clear();
  }

  async close(): Promise<void> {
    this.collections.clear();
  }
}
