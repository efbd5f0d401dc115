import { MemoryDocumentStore, type BaseDocument, type DocumentCollection, type DocumentStore, type Filter } from '@khru/platform';

/** One write as the store received it: which call, and the filter that guarded it. */
export interface SeenWrite {
  collection: string;
  method: 'insertOne' | 'updateOne' | 'updateMany' | 'replaceOne' | 'deleteOne' | 'deleteMany';
  filter: Filter;
}

/**
 * A store as one writer sees it while others write too, for specs. Collections are handed out behind
 * plain objects, so the runner takes the path it takes for MongoDB even over memory (never the
 * in-memory shortcut). Every call first awaits `pause` (where a scheduler reorders the writers, or an
 * outage throws), another writer's work can be slipped in right before the next write, and every write
 * is recorded with its filter. `inner` is the store itself, as the other writers reach it.
 */
export class InterleavedStore implements DocumentStore {
  readonly kind: string;
  readonly writes: SeenWrite[] = [];
  private beforeNextWrite: (() => Promise<void>) | null = null;

  constructor(
    readonly inner: DocumentStore = new MemoryDocumentStore(),
    private readonly pause: () => Promise<void> = async () => undefined,
  ) {
    this.kind = inner.kind;
  }

  /** Another writer's work, done after this writer's read and right before its next write lands. */
  beforeTheNextWrite(work: () => Promise<void>): void {
    this.beforeNextWrite = work;
  }

  collection<T extends BaseDocument>(name: string): DocumentCollection<T> {
    const inner = this.inner.collection<T>(name);
    const read = async <R>(call: () => Promise<R>) => {
      await this.pause();
      return call();
    };
    const write = async <R>(method: SeenWrite['method'], filter: Filter, call: () => Promise<R>) => {
      await this.pause();
      const interleaved = this.beforeNextWrite;
      this.beforeNextWrite = null;
      await interleaved?.();
      this.writes.push({ collection: name, method, filter });
      return call();
    };
    return {
      find: (filter, options) => ({ toArray: () => read(() => inner.find(filter, options).toArray()) }),
      findOne: (filter, options) => read(() => inner.findOne(filter, options)),
      countDocuments: (filter) => read(() => inner.countDocuments(filter)),
      aggregate: <R>(pipeline: Record<string, unknown>[]) => ({ toArray: () => read(() => inner.aggregate<R>(pipeline).toArray()) }),
      createIndex: (keys, options) => read(() => inner.createIndex(keys, options)),
      insertOne: (document) => write('insertOne', { _id: document._id }, () => inner.insertOne(document)),
      updateOne: (filter, update, options) => write('updateOne', filter, () => inner.updateOne(filter, update, options)),
      updateMany: (filter, update, options) => write('updateMany', filter, () => inner.updateMany(filter, update, options)),
      replaceOne: (filter, replacement, options) => write('replaceOne', filter, () => inner.replaceOne(filter, replacement, options)),
      deleteOne: (filter) => write('deleteOne', filter, () => inner.deleteOne(filter)),
      deleteMany: (filter) => write('deleteMany', filter ?? {}, () => inner.deleteMany(filter)),
      bulkWrite: () => Promise.reject(new Error('no writer here writes in bulk')),
    };
  }

  dropAll(): Promise<void> {
    return this.inner.dropAll();
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}
