import type { BaseDocument, DocumentCollection, DocumentStore } from '../document-store.port.js';
import { MemoryCollection, type StoredDocument } from './memory-collection.js';

/** One document of one collection, as a read-model snapshot keeps it. */
export interface MemorySnapshotRecord {
  c: string;
  d: Record<string, unknown>;
}

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

  /**
   * Every collection's documents as they are at this instant, as snapshot records. Taken at once
   * (references, not copies: stored documents are never changed in place), written out later.
   */
  exportRecords(): MemorySnapshotRecord[] {
    const records: MemorySnapshotRecord[] = [];
    for (const [name, collection] of this.collections) {
      for (const document of collection.documents()) records.push({ c: name, d: document });
    }
    return records;
  }

  importRecords(records: readonly MemorySnapshotRecord[]): void {
    for (const { c, d } of records) (this.collection(c) as unknown as MemoryCollection<BaseDocument>).restore([d as StoredDocument]);
  }

  /** Each collection is emptied before it is let go, so whoever read it sees that it changed. */
  async dropAll(): Promise<void> {
    for (const collection of this.collections.values()) collection.clear();
    this.collections.clear();
  }

  async close(): Promise<void> {
    await this.dropAll();
  }
}
