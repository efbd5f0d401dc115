import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { formatPosition, MemoryDocumentStore, openPgliteDatabase, PostgresEventStore, type EventStore } from '@khru/platform';
import { testEvent, uniqueStream } from '@khru/platform/testing';
import type { UpdatesProjection } from '../projection.js';
import { CheckpointStore } from './checkpoint-store.js';
import { ProjectionRunner } from './projection-runner.js';

const counter: UpdatesProjection = {
  kind: 'updates',
  name: 'counter',
  collection: 'counters',
  handles: ['Counted'],
  updates: (event) => [{ filter: { _id: String(event.data.key) }, update: { $inc: { count: 1 } }, upsert: true }],
};

const broken: UpdatesProjection = {
  kind: 'updates',
  name: 'broken',
  collection: 'broken',
  handles: ['Counted'],
  updates: () => {
    throw new Error('boom');
  },
};

describe('projection runner', () => {
  let events: EventStore;
  beforeAll(async () => {
    events = await PostgresEventStore.open(await openPgliteDatabase());
  });
  afterAll(async () => {
    await events.close();
  });

  it('applies the feed, lets readers wait for a position, and resumes from its checkpoint without applying twice', async () => {
    const store = new MemoryDocumentStore();
    const stream = uniqueStream();
    await events.append(stream, [testEvent('Counted', { key: 'a' }), testEvent('Counted', { key: 'a' })], 'no_stream');
    const last = await events.append(stream, [testEvent('Counted', { key: 'b' })], 1);

    const first = new ProjectionRunner({ name: 'main', feed: events, store, projections: [counter] });
    await first.start();
    expect(await first.waitFor(last.position, 5000)).toBe(true);
    await first.stop();
    expect(
      await store
        .collection('counters')
        .find({}, { sort: { _id: 1 }, projection: { count: 1 } })
        .toArray(),
    ).toEqual([
      { _id: 'a', count: 2 },
      { _id: 'b', count: 1 },
    ]);
    expect(await new CheckpointStore(store).load('main')).toEqual(last.position);

    // A restart from an older checkpoint replays events the documents already hold: nothing changes.
    await store.collection('_checkpoints').deleteMany({});
    const more = await events.append(stream, [testEvent('Counted', { key: 'a' })], 2);
    const second = new ProjectionRunner({ name: 'main', feed: events, store, projections: [counter] });
    await second.start();
    expect(await second.waitFor(more.position, 5000)).toBe(true);
    await second.stop();
    expect(await store.collection('counters').findOne({ _id: 'a' })).toMatchObject({ count: 3 });
  });

  it('answers false when a position is not reached in time', async () => {
    const runner = new ProjectionRunner({ name: 'idle', feed: events, store: new MemoryDocumentStore(), projections: [counter] });
    await runner.start();
    const reached = await runner.waitFor({ commit: 10n ** 15n, prepare: 1n }, 100);
    await runner.stop();
    expect(reached).toBe(false);
  });

  it('records a projection that keeps failing and goes on with the others', async () => {
    const store = new MemoryDocumentStore();
    const appended = await events.append(uniqueStream(), [testEvent('Counted', { key: 'z' })], 'no_stream');
    const runner = new ProjectionRunner({ name: 'mixed', feed: events, store, projections: [broken, counter] });
    await runner.start();
    expect(await runner.waitFor(appended.position, 5000)).toBe(true);
    await runner.stop();
    expect(runner.failures).toBeGreaterThanOrEqual(1);
    expect(await store.collection('_projection_failures').countDocuments({ projection: 'broken' })).toBeGreaterThanOrEqual(1);
    expect(await store.collection('counters').findOne({ _id: 'z' })).toMatchObject({ count: 1 });
  });

  it('saves its checkpoint a moment after the last event of a burst, for readers in other processes', async () => {
    const store = new MemoryDocumentStore();
    const stream = uniqueStream();
    const runner = new ProjectionRunner({ name: 'burst', feed: events, store, projections: [counter], checkpointIntervalMs: 50 });
    await runner.start();
    await events.append(stream, [testEvent('Counted', { key: 'q' })], 'no_stream');
    const last = await events.append(stream, [testEvent('Counted', { key: 'q' }), testEvent('Counted', { key: 'q' })], 0);
    expect(await runner.waitFor(last.position, 5000)).toBe(true);
    const checkpoints = new CheckpointStore(store);
    const saved = async () => {
      const position = await checkpoints.load('burst');
      return position && formatPosition(position);
    };
    for (let waited = 0; waited < 5000 && (await saved()) !== formatPosition(last.position); waited += 20) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await checkpoints.load('burst')).toEqual(last.position);
    await runner.stop();
  });

  it('applies nothing once its lease has run out, and says the feed stopped', async () => {
    const store = new MemoryDocumentStore();
    const appended = await events.append(uniqueStream(), [testEvent('Counted', { key: 'late' })], 'no_stream');
    let stopped: unknown = null;
    const runner = new ProjectionRunner({
      name: 'fenced',
      feed: events,
      store,
      projections: [counter],
      mayWrite: () => false,
      onFeedStopped: (error) => (stopped = error),
    });
    await runner.start();
    expect(await runner.waitFor(appended.position, 300)).toBe(false);
    await runner.stop();
    expect(String(stopped)).toContain('lease');
    expect(await store.collection('counters').findOne({ _id: 'late' })).toBeNull();
  });

  it('refuses two projections with one name', () => {
    expect(() => new ProjectionRunner({ name: 'x', feed: events, store: new MemoryDocumentStore(), projections: [counter, counter] })).toThrow(/counter/);
  });
});
