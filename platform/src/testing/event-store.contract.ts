import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { EventStore, RecordedEvent } from '../event-store/event-store.port.js';
import { ConcurrencyError } from '../event-store/event-store.errors.js';
import { comparePositions } from '../event-store/position.js';
import { testEvent, uniqueStream } from './events.js';

export interface StoreUnderTest {
  store: EventStore;
  dispose(): Promise<void>;
}

const collect = (store: EventStore, after: RecordedEvent['position'] | null, until: (seen: RecordedEvent[]) => boolean) => {
  const seen: RecordedEvent[] = [];
  let release!: () => void;
  const reached = new Promise<void>((resolve) => (release = resolve));
  const subscription = store.subscribe(
    after,
    async (event) => {
      seen.push(event);
      if (until(seen)) release();
    },
    { pollIntervalMs: 20 },
  );
  return { seen, reached, subscription };
};

/** The behaviour every event-store adapter must show (design section 5). */
export function describeEventStoreContract(name: string, open: () => Promise<StoreUnderTest>): void {
  describe(`event store contract: ${name}`, () => {
    let subject: StoreUnderTest;
    let store: EventStore;
    beforeAll(async () => {
      subject = await open();
      store = subject.store;
    });
    afterAll(async () => {
      await subject?.dispose();
    });

    it('appends to a new stream with no_stream and reads it back in order', async () => {
      const stream = uniqueStream();
      const result = await store.append(stream, [testEvent('A', { n: 1 }), testEvent('B', { n: 2 })], 'no_stream');
      expect(result.nextExpectedRevision).toBe(1);
      const events = await store.readStream(stream);
      expect(events.map((e) => [e.type, e.data, e.streamPosition])).toEqual([
        ['A', { n: 1 }, 0],
        ['B', { n: 2 }, 1],
      ]);
      expect(comparePositions(events[1]!.position, result.position)).toBe(0);
    });

    it('reads a stream from a revision on: the events at and after it', async () => {
      const stream = uniqueStream();
      await store.append(stream, [testEvent('A'), testEvent('B'), testEvent('C')], 'no_stream');
      expect((await store.readStream(stream, 1)).map((e) => [e.type, e.streamPosition])).toEqual([
        ['B', 1],
        ['C', 2],
      ]);
      expect(await store.readStream(stream, 3)).toEqual([]);
    });

    it('refuses no_stream when the stream exists', async () => {
      const stream = uniqueStream();
      await store.append(stream, [testEvent('A')], 'no_stream');
      await expect(store.append(stream, [testEvent('B')], 'no_stream')).rejects.toBeInstanceOf(ConcurrencyError);
      expect(await store.readStream(stream)).toHaveLength(1);
    });

    it('appends at the exact expected revision and refuses a stale one', async () => {
      const stream = uniqueStream();
      await store.append(stream, [testEvent('A')], 'no_stream');
      await store.append(stream, [testEvent('B')], 0);
      await expect(store.append(stream, [testEvent('C')], 0)).rejects.toBeInstanceOf(ConcurrencyError);
      await expect(store.append(stream, [testEvent('C')], 5)).rejects.toBeInstanceOf(ConcurrencyError);
      expect((await store.readStream(stream)).map((e) => e.type)).toEqual(['A', 'B']);
    });

    it('appends with any whatever the revision, and stream_exists only to an existing stream', async () => {
      const stream = uniqueStream();
      await expect(store.append(stream, [testEvent('A')], 'stream_exists')).rejects.toBeInstanceOf(ConcurrencyError);
      await store.append(stream, [testEvent('A')], 'any');
      await store.append(stream, [testEvent('B')], 'any');
      await store.append(stream, [testEvent('C')], 'stream_exists');
      expect((await store.readStream(stream)).map((e) => e.type)).toEqual(['A', 'B', 'C']);
    });

    it('appends nothing twice when the same events are retried', async () => {
      const stream = uniqueStream();
      const events = [testEvent('A'), testEvent('B')];
      const first = await store.append(stream, events, 'no_stream');
      const retry = await store.append(stream, events, 'no_stream');
      expect(retry.nextExpectedRevision).toBe(first.nextExpectedRevision);
      expect(comparePositions(retry.position, first.position)).toBe(0);
      expect(await store.readStream(stream)).toHaveLength(2);
    });

    it('reads a long stream in revision order', async () => {
      const stream = uniqueStream();
      await store.append(
        stream,
        [...Array(25).keys()].map((i) => testEvent('N', { i })),
        'no_stream',
      );
      await store.append(stream, [testEvent('N', { i: 25 })], 24);
      const events = await store.readStream(stream);
      expect(events.map((e) => e.streamPosition)).toEqual([...Array(26).keys()]);
      expect(events.map((e) => (e.data as { i: number }).i)).toEqual([...Array(26).keys()]);
    });

    it('reads an unknown stream as empty', async () => {
      expect(await store.readStream(uniqueStream('missing'))).toEqual([]);
    });

    it('reads all events in one global order, strictly after a position', async () => {
      const head = await store.headPosition();
      const a = uniqueStream();
      const b = uniqueStream();
      await store.append(a, [testEvent('A1')], 'no_stream');
      await store.append(b, [testEvent('B1')], 'no_stream');
      await store.append(a, [testEvent('A2')], 0);
      const all = await store.readAll(head, 1000);
      const ours = all.filter((e) => e.streamId === a || e.streamId === b);
      expect(ours.map((e) => e.type)).toEqual(['A1', 'B1', 'A2']);
      for (let i = 1; i < all.length; i++) expect(comparePositions(all[i - 1]!.position, all[i]!.position)).toBe(-1);
      const afterFirst = await store.readAll(ours[0]!.position, 1000);
      expect(afterFirst.map((e) => e.id)).not.toContain(ours[0]!.id);
      expect(afterFirst.map((e) => e.id)).toContain(ours[1]!.id);
      expect(await store.readAll(head, 2)).toHaveLength(2);
    });

    it('subscribes from a position: catches up, then follows live events, with no loss and no duplicates', async () => {
      const start = await store.headPosition();
      const stream = uniqueStream();
      for (let i = 0; i < 30; i++) await store.append(stream, [testEvent('Old', { i })], i === 0 ? 'no_stream' : i - 1);
      const ours = (seen: RecordedEvent[]) => seen.filter((e) => e.streamId === stream);
      const { seen, reached, subscription } = collect(store, start, (s) => ours(s).length === 60);
      for (let i = 30; i < 60; i++) await store.append(stream, [testEvent('New', { i })], i - 1);
      await reached;
      await subscription.stop();
      expect(ours(seen).map((e) => (e.data as { i: number }).i)).toEqual([...Array(60).keys()]);
      expect(new Set(seen.map((e) => e.id)).size).toBe(seen.length);
    });

    it('reports the head position and how many events lie after a position', async () => {
      const before = await store.headPosition();
      await store.append(uniqueStream(), [testEvent('A'), testEvent('B')], 'no_stream');
      const head = await store.headPosition();
      expect(head).not.toBeNull();
      if (before) expect(comparePositions(head!, before)).toBe(1);
      expect(await store.countAfter(before)).toBe(2);
      expect(await store.countAfter(head)).toBe(0);
    });

    // A voucher of version 1 (before categories) written as an older release did: no version in its metadata.
    const voucher = { discount: { kind: 'percent', percent: 10 }, validFrom: 'x', validUntil: 'y', usageLimit: 1, perUserLimit: 1, eligibleItemIds: null };

    it("reads an event of an older shape in its type's current shape on every read path: stream, feed and subscription", async () => {
      const start = await store.headPosition();
      const stream = uniqueStream('voucher');
      const old = testEvent('VoucherCreated', { code: 'OLD', ...voucher });
      await store.append(stream, [old], 'no_stream');
      const current = { data: { code: 'OLD', ...voucher, eligibleCategoryIds: null }, metadata: { ...old.metadata, schemaVersion: 2 } };
      const { seen, reached, subscription } = collect(store, start, (events) => events.some((e) => e.id === old.id));
      await reached;
      await subscription.stop();
      expect(await store.readStream(stream)).toMatchObject([current]);
      expect((await store.readAll(start, 1000)).find((e) => e.id === old.id)).toMatchObject(current);
      expect(seen.find((e) => e.id === old.id)).toMatchObject(current);
    });

    it("reads an event written in its type's current version as it was written", async () => {
      const stream = uniqueStream('voucher');
      const event = testEvent('VoucherCreated', { code: 'NEW', ...voucher, eligibleCategoryIds: ['business'] });
      const stamped = { ...event, metadata: { ...event.metadata, schemaVersion: 2 } };
      await store.append(stream, [stamped], 'no_stream');
      expect(await store.readStream(stream)).toMatchObject([{ type: 'VoucherCreated', data: stamped.data, metadata: stamped.metadata }]);
    });
  });
}
