import { describe, expect, it } from '@jest/globals';
import {
  ConfigError,
  FolderFileStore,
  formatPosition,
  MemoryDocumentStore,
  type DocumentStore,
  type EventHandler,
  type EventStore,
  type RecordedEvent,
} from '@khru/platform';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readModelRunner } from './read-model-runner.js';

/** An event store whose feed must not be read: on MongoDB the projections service reads it, not the API. */
const feedNobodyReads = {
  subscribe: () => {
    throw new Error('the API subscribed to the feed');
  },
} as unknown as EventStore;

/** MongoDB as an API replica may use it: reads pass, any write fails the test. */
function readOnly(store: DocumentStore): DocumentStore {
  const writes = new Set(['insertOne', 'updateOne', 'updateMany', 'replaceOne', 'deleteOne', 'deleteMany', 'bulkWrite', 'createIndex']);
  return new Proxy(store, {
    get: (target, property, receiver) =>
      property === 'collection'
        ? (name: string) =>
            new Proxy(target.collection(name), {
              get: (collection, method) => {
                if (writes.has(String(method))) throw new Error(`the API wrote to ${name} (${String(method)})`);
                return Reflect.get(collection, method) as unknown;
              },
            })
        : (Reflect.get(target, property, receiver) as unknown),
  });
}

const production = { readStore: 'mongodb', eventStore: 'kurrentdb', databaseUrl: null, dataDir: '/nowhere', s3: null } as const;
/** Files in a folder: snapshots are shared through the store only with files on S3. */
const fileStore = new FolderFileStore('/nowhere');

describe('the read models of an API process', () => {
  it('on MongoDB, follows only the checkpoint the projections service saves: the API writes no read model and reads no feed', async () => {
    const mongo = new MemoryDocumentStore();
    const position = { commit: 42n, prepare: 7n };
    await mongo
      .collection<{ _id: string; position: string; updatedAt: string }>('_checkpoints')
      .insertOne({ _id: 'read-models', position: formatPosition(position), updatedAt: '2026-12-01T00:00:00.000Z' });

    const runner = await readModelRunner(production, { eventStore: feedNobodyReads, documentStore: readOnly(mongo), fileStore });
    await runner.start();

    expect(await runner.waitFor(position, 1000)).toBe(true);
    expect(runner.position).toEqual(position);
    await runner.stop();
  });

  it('in memory (the embedded default), folds the read models from the feed itself', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'khru-read-models-'));
    let deliver: EventHandler | null = null;
    const feed = {
      subscribe: (_after: unknown, handler: EventHandler) => {
        deliver = handler;
        return { stop: async () => undefined, done: new Promise<void>(() => undefined) };
      },
    } as unknown as EventStore;
    const event = {
      id: 'e1',
      streamId: 's-1',
      streamPosition: 0,
      position: { commit: 3n, prepare: 1n },
      type: 'NothingProjected',
      data: {},
    } as unknown as RecordedEvent;

    const runner = await readModelRunner(
      { ...production, readStore: 'memory', dataDir },
      { eventStore: feed, documentStore: new MemoryDocumentStore(), fileStore },
    );
    await runner.start();
    await deliver!(event);

    expect(runner.position).toEqual(event.position);
    await runner.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses MongoDB read models over PGlite, whose events no projections service can read, and says what to set', async () => {
    const refused = readModelRunner(
      { ...production, eventStore: 'postgres' },
      { eventStore: feedNobodyReads, documentStore: new MemoryDocumentStore(), fileStore },
    );
    await expect(refused).rejects.toBeInstanceOf(ConfigError);
    await expect(refused).rejects.toThrow(/DATABASE_URL or EVENT_STORE=kurrentdb/);
  });

  it('on MongoDB over a PostgreSQL server, follows the projections service too', async () => {
    const runner = await readModelRunner(
      { ...production, eventStore: 'postgres', databaseUrl: 'postgres://db/khru' },
      { eventStore: feedNobodyReads, documentStore: readOnly(new MemoryDocumentStore()), fileStore },
    );
    await runner.start();
    expect(runner.position).toBeNull();
    await runner.stop();
  });
});
