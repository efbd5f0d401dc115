import { randomUUID } from 'node:crypto';
import { aggregate, find, Query, update as applyModifier } from 'mingo';
import {
  DuplicateKeyError,
  type BaseDocument,
  type BulkOperation,
  type BulkWriteResult,
  type Cursor,
  type DeleteResult,
  type DocumentCollection,
  type Filter,
  type FindOptions,
  type IndexOptions,
  type UpdateOptions,
  type UpdateResult,
  type UpdateSpec,
} from '../document-store.port.js';
import { noteRead, type VersionedSource } from '../../read-tracking/read-set.js';
import { copyPlain } from './plain-data.js';
import { plainFilter } from './plain-filter.js';
import { projectTopLevel } from './plain-projection.js';
import { applyPlainUpdate } from './plain-update.js';
import { seedFromFilter, setPath } from './upsert-seed.js';

/** A document as a memory collection stores it. */
export type StoredDocument = Record<string, unknown> & { _id: string };
type AnyDoc = StoredDocument;

const cursor = <T>(load: () => T[]): Cursor<T> => ({ toArray: async () => load() });

const getPath = (doc: Record<string, unknown>, path: string): unknown =>
  path.split('.').reduce<unknown>((node, part) => (node == null ? undefined : (node as Record<string, unknown>)[part]), doc);

/** The `_id` a filter requires (directly, by `$eq`, or inside `$and`), if any. */
function pinnedId(filter: Filter): string | undefined {
  const id = filter._id;
  if (typeof id === 'string') return id;
  if (typeof id === 'object' && id !== null && typeof (id as { $eq?: unknown }).$eq === 'string') return (id as { $eq: string }).$eq;
  if (Array.isArray(filter.$and)) {
    for (const part of filter.$and as Filter[]) {
      const inner = pinnedId(part);
      if (inner !== undefined) return inner;
    }
  }
  return undefined;
}

const NO_MATCH: UpdateResult = { matchedCount: 0, modifiedCount: 0, upsertedCount: 0, upsertedId: null };

/** The documents by id; every change counts one version, so a reader can tell whether what it read still holds. */
class VersionedDocuments extends Map<string, AnyDoc> {
  version = 0;

  override set(id: string, doc: AnyDoc): this {
    this.version += 1;
    return super.set(id, doc);
  }

  override delete(id: string): boolean {
    this.version += 1;
    return super.delete(id);
  }

  override clear(): void {
    this.version += 1;
    super.clear();
  }
}

/**
 * One collection held in memory; queries and updates are mingo's (the plain cases decided and applied without it,
 * see ./plain-*.ts), upserts and unique indexes ours. Reads are noted in the read set of the work under way (see
 * read-tracking), with the collection's version.
 */
export class MemoryCollection<T extends BaseDocument> implements DocumentCollection<T>, VersionedSource {
  private readonly docs = new VersionedDocuments();
  private readonly uniqueIndexes: { name: string; fields: string[] }[] = [];

  constructor(private readonly name: string) {}

  get version(): number {
    return this.docs.version;
  }

  find(filter: Filter = {}, options: FindOptions = {}): Cursor<T> {
    noteRead(this);
    return cursor(() => this.select(filter, options) as unknown as T[]);
  }

  async findOne(filter: Filter, options: FindOptions = {}): Promise<T | null> {
    noteRead(this);
    const [first] = this.select(filter, { ...options, limit: 1 });
    return (first as unknown as T | undefined) ?? null;
  }

  async countDocuments(filter: Filter = {}): Promise<number> {
    noteRead(this);
    return this.matching(filter).length;
  }

  async insertOne(document: T): Promise<{ insertedId: string }> {
    const doc = copyPlain(document) as unknown as AnyDoc;
    if (doc._id === undefined) doc._id = randomUUID();
    this.assertUnique(doc, null);
    this.docs.set(doc._id, doc);
    return { insertedId: doc._id };
  }

  async updateOne(filter: Filter, update: UpdateSpec, options: UpdateOptions = {}): Promise<UpdateResult> {
    const [target] = this.matching(filter).slice(0, 1);
    if (target) return this.modify([target], update);
    return options.upsert ? this.upsert(filter, update) : NO_MATCH;
  }

  async updateMany(filter: Filter, update: UpdateSpec, options: UpdateOptions = {}): Promise<UpdateResult> {
    const targets = this.matching(filter);
    if (targets.length > 0) return this.modify(targets, update);
    return options.upsert ? this.upsert(filter, update) : NO_MATCH;
  }

  async replaceOne(filter: Filter, replacement: T, options: UpdateOptions = {}): Promise<UpdateResult> {
    const [target] = this.matching(filter).slice(0, 1);
    const doc = copyPlain(replacement) as unknown as AnyDoc;
    if (target) {
      doc._id = target._id;
      this.assertUnique(doc, target._id);
      this.docs.set(target._id, doc);
      return { matchedCount: 1, modifiedCount: 1, upsertedCount: 0, upsertedId: null };
    }
    if (!options.upsert) return NO_MATCH;
    const seeded = { ...seedFromFilter(filter), ...doc } as AnyDoc;
    if (seeded._id === undefined) seeded._id = randomUUID();
    this.assertUnique(seeded, null);
    this.docs.set(seeded._id, seeded);
    return { matchedCount: 0, modifiedCount: 0, upsertedCount: 1, upsertedId: seeded._id };
  }

  async deleteOne(filter: Filter): Promise<DeleteResult> {
    const [target] = this.matching(filter).slice(0, 1);
    if (!target) return { deletedCount: 0 };
    this.docs.delete(target._id);
    return { deletedCount: 1 };
  }

  async deleteMany(filter: Filter = {}): Promise<DeleteResult> {
    const targets = this.matching(filter);
    for (const doc of targets) this.docs.delete(doc._id);
    return { deletedCount: targets.length };
  }

  aggregate<R = Record<string, unknown>>(pipeline: Record<string, unknown>[]): Cursor<R> {
    noteRead(this);
    return cursor(() => copyPlain(aggregate([...this.docs.values()], pipeline)) as R[]);
  }

  async bulkWrite(operations: BulkOperation<T>[]): Promise<BulkWriteResult> {
    const total: BulkWriteResult = { insertedCount: 0, matchedCount: 0, modifiedCount: 0, deletedCount: 0, upsertedCount: 0 };
    const add = (r: UpdateResult) => {
      total.matchedCount += r.matchedCount;
      total.modifiedCount += r.modifiedCount;
      total.upsertedCount += r.upsertedCount;
    };
    for (const op of operations) {
      if ('insertOne' in op) {
        await this.insertOne(op.insertOne.document);
        total.insertedCount += 1;
      } else if ('updateOne' in op) add(await this.updateOne(op.updateOne.filter, op.updateOne.update, { upsert: op.updateOne.upsert ?? false }));
      else if ('updateMany' in op) add(await this.updateMany(op.updateMany.filter, op.updateMany.update, { upsert: op.updateMany.upsert ?? false }));
      else if ('replaceOne' in op) add(await this.replaceOne(op.replaceOne.filter, op.replaceOne.replacement, { upsert: op.replaceOne.upsert ?? false }));
      else if ('deleteOne' in op) total.deletedCount += (await this.deleteOne(op.deleteOne.filter)).deletedCount;
      else total.deletedCount += (await this.deleteMany(op.deleteMany.filter)).deletedCount;
    }
    return total;
  }

  async createIndex(keys: Record<string, 1 | -1>, options: IndexOptions = {}): Promise<string> {
    const fields = Object.keys(keys);
    const name = options.name ?? fields.map((f) => `${f}_${keys[f]}`).join('_');
    if (options.unique && !this.uniqueIndexes.some((i) => i.name === name)) {
      const index = { name, fields };
      const seen = new Set<string>();
      for (const doc of this.docs.values()) {
        const key = this.indexKey(doc, index.fields);
        if (seen.has(key)) throw new DuplicateKeyError(this.name, key);
        seen.add(key);
      }
      this.uniqueIndexes.push(index);
    }
    return name;
  }

  clear(): void {
    this.docs.clear();
  }

  /** The documents as they are now, without copying: stored documents are replaced, never changed in place. */
  documents(): AnyDoc[] {
    return [...this.docs.values()];
  }

  /** Puts documents back as a snapshot held them (no copy, no checks: they were valid when written). */
  restore(documents: readonly AnyDoc[]): void {
    for (const doc of documents) this.docs.set(doc._id, doc);
  }

  /**
   * For the projection runner only: the stored document itself, not a copy. The caller must treat it
   * as read-only (projections are pure), which saves a deep copy per event during a rebuild.
   */
  peek(id: string): AnyDoc | undefined {
    return this.docs.get(id);
  }

  /** For the projection runner only: stores `doc` as it is (the caller hands it over and keeps no reference to change). */
  put(doc: AnyDoc): void {
    if (this.uniqueIndexes.length > 0) this.assertUnique(doc, doc._id);
    this.docs.set(doc._id, doc);
  }

  remove(id: string): void {
    this.docs.delete(id);
  }

  /** Documents that may match: one by `_id` when the filter pins it (the common case), else all. */
  private candidates(filter: Filter): AnyDoc[] {
    const id = pinnedId(filter);
    if (id === undefined) return [...this.docs.values()];
    const doc = this.docs.get(id);
    return doc ? [doc] : [];
  }

  private matching(filter: Filter): AnyDoc[] {
    // `{ _id }` alone is what projections ask most: answer it without compiling a query.
    const keys = Object.keys(filter);
    if (keys.length === 1 && typeof filter._id === 'string') {
      const doc = this.docs.get(filter._id);
      return doc ? [doc] : [];
    }
    // Plain filters are decided without mingo, which compiles the query and copies its operator tables on every call.
    const plain = plainFilter(filter);
    let query: Query | undefined;
    return this.candidates(filter).filter((doc) => plain?.(doc) ?? (query ??= new Query(filter)).test(doc));
  }

  /** Copies of the matching documents, in the order, page and shape asked. */
  private select(filter: Filter, options: FindOptions): AnyDoc[] {
    let docs = this.matching(filter);
    if (options.sort) docs = find(docs, {}).sort(options.sort).all() as AnyDoc[];
    const skip = Math.max(0, options.skip || 0);
    if (skip || options.limit) docs = docs.slice(skip, options.limit ? skip + options.limit : undefined);
    if (!options.projection) return docs.map(copyPlain);
    return (projectTopLevel(docs, options.projection, copyPlain) ?? find(docs, {}, options.projection).all().map(copyPlain)) as AnyDoc[];
  }

  /** Applies the update to copies first, so a failing document leaves every one unchanged. */
  private modify(targets: AnyDoc[], update: UpdateSpec): UpdateResult {
    const { $setOnInsert: _ignored, ...modifier } = update;
    const updated = targets.map((doc) => {
      let copy = { ...doc };
      let changed = applyPlainUpdate(copy, modifier);
      if (changed === undefined) {
        copy = copyPlain(doc);
        changed = Object.keys(modifier).length > 0 && applyModifier(copy, modifier as never).length > 0;
      }
      if ((copy._id as unknown) !== doc._id) throw new Error(`Cannot change _id of ${doc._id}`);
      return { copy, changed };
    });
    for (const { copy } of updated) this.assertUnique(copy, copy._id);
    for (const { copy } of updated) this.docs.set(copy._id, copy);
    return {
      matchedCount: targets.length,
      modifiedCount: updated.filter((u) => u.changed).length,
      upsertedCount: 0,
      upsertedId: null,
    };
  }

  private upsert(filter: Filter, update: UpdateSpec): UpdateResult {
    const { $setOnInsert, ...modifier } = update;
    const seed = () => {
      const fresh = seedFromFilter(filter) as AnyDoc;
      for (const [path, value] of Object.entries($setOnInsert ?? {})) setPath(fresh, path, value);
      return fresh;
    };
    let doc = seed();
    if (applyPlainUpdate(doc, modifier) === undefined) {
      doc = seed();
      if (Object.keys(modifier).length > 0) applyModifier(doc, modifier as never);
    }
    if (doc._id === undefined) doc._id = randomUUID();
    this.assertUnique(doc, null);
    this.docs.set(doc._id, doc);
    return { matchedCount: 0, modifiedCount: 0, upsertedCount: 1, upsertedId: doc._id };
  }

  private indexKey(doc: AnyDoc, fields: string[]): string {
    return JSON.stringify(fields.map((f) => getPath(doc, f) ?? null));
  }

  private assertUnique(doc: AnyDoc, replacing: string | null): void {
    if (replacing === null && this.docs.has(doc._id)) throw new DuplicateKeyError(this.name, `_id: ${doc._id}`);
    for (const index of this.uniqueIndexes) {
      const key = this.indexKey(doc, index.fields);
      for (const other of this.docs.values()) {
        if (other._id !== replacing && other._id !== doc._id && this.indexKey(other, index.fields) === key) {
          throw new DuplicateKeyError(this.name, `${index.name}: ${key}`);
        }
      }
    }
  }
}
