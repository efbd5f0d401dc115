/**
 * The document-store port: a typed subset of the `mongodb` driver's `Collection`, so the MongoDB
 * adapter is the driver itself and the in-memory adapter implements exactly this much with mingo.
 */
export interface BaseDocument {
  _id: string;
}

export type Filter = Record<string, unknown>;
export type SortSpec = Record<string, 1 | -1>;
export type ProjectionSpec = Record<string, 0 | 1>;

export interface UpdateSpec {
  $set?: Record<string, unknown>;
  $setOnInsert?: Record<string, unknown>;
  $unset?: Record<string, ''>;
  $inc?: Record<string, number>;
  $max?: Record<string, unknown>;
  $min?: Record<string, unknown>;
  $push?: Record<string, unknown>;
  $pull?: Record<string, unknown>;
  $addToSet?: Record<string, unknown>;
}

export interface FindOptions {
  sort?: SortSpec;
  skip?: number;
  limit?: number;
  projection?: ProjectionSpec;
}

export interface UpdateOptions {
  upsert?: boolean;
}

export interface UpdateResult {
  matchedCount: number;
  modifiedCount: number;
  upsertedCount: number;
  upsertedId: string | null;
}

export interface DeleteResult {
  deletedCount: number;
}

export type BulkOperation<T extends BaseDocument> =
  | { insertOne: { document: T } }
  | { updateOne: { filter: Filter; update: UpdateSpec; upsert?: boolean } }
  | { updateMany: { filter: Filter; update: UpdateSpec; upsert?: boolean } }
  | { replaceOne: { filter: Filter; replacement: T; upsert?: boolean } }
  | { deleteOne: { filter: Filter } }
  | { deleteMany: { filter: Filter } };

export interface BulkWriteResult {
  insertedCount: number;
  matchedCount: number;
  modifiedCount: number;
  deletedCount: number;
  upsertedCount: number;
}

export interface Cursor<T> {
  toArray(): Promise<T[]>;
}

export interface IndexOptions {
  unique?: boolean;
  name?: string;
}

export interface DocumentCollection<T extends BaseDocument> {
  find(filter?: Filter, options?: FindOptions): Cursor<T>;
  findOne(filter: Filter, options?: FindOptions): Promise<T | null>;
  countDocuments(filter?: Filter): Promise<number>;
  insertOne(document: T): Promise<{ insertedId: string }>;
  updateOne(filter: Filter, update: UpdateSpec, options?: UpdateOptions): Promise<UpdateResult>;
  updateMany(filter: Filter, update: UpdateSpec, options?: UpdateOptions): Promise<UpdateResult>;
  replaceOne(filter: Filter, replacement: T, options?: UpdateOptions): Promise<UpdateResult>;
  deleteOne(filter: Filter): Promise<DeleteResult>;
  deleteMany(filter?: Filter): Promise<DeleteResult>;
  aggregate<R = Record<string, unknown>>(pipeline: Record<string, unknown>[]): Cursor<R>;
  bulkWrite(operations: BulkOperation<T>[]): Promise<BulkWriteResult>;
  createIndex(keys: Record<string, 1 | -1>, options?: IndexOptions): Promise<string>;
}

export interface DocumentStore {
  readonly kind: string;
  collection<T extends BaseDocument>(name: string): DocumentCollection<T>;
  /** Removes every collection (used to rebuild read models from zero). */
  dropAll(): Promise<void>;
  close(): Promise<void>;
}

/** Mirrors MongoDB's duplicate-key error (code 11000) so callers handle both stores alike. */
export class DuplicateKeyError extends Error {
  readonly code = 11000;
  constructor(collection: string, key: string) {
    super(`E11000 duplicate key error collection: ${collection} key: ${key}`);
    this.name = 'DuplicateKeyError';
  }
}

export function isDuplicateKeyError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 11000;
}
