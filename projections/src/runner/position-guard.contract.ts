import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { DocumentStore } from '@khru/platform';
import { applyProjection } from './apply-projection.js';
import { InterleavedStore } from './interleaved-store.fixtures.js';
import { applyAll, event, readModels, tally } from './tally.fixtures.js';

/** A fresh shared store for one test, and how to clear it away. */
export interface SharedStoreUnderTest {
  store: DocumentStore;
  dispose(): Promise<void>;
}

/**
 * How writes to a shared read store (MongoDB) are guarded by position (ADR 31): a writer never replaces a
 * document newer than the one it read, and two writers on one feed build what one alone builds.
 */
export function describePositionGuardContract(name: string, open: () => Promise<SharedStoreUnderTest>): void {
  describe(`position guard contract: ${name}`, () => {
    let subject: SharedStoreUnderTest;
    let store: InterleavedStore;
    beforeEach(async () => {
      subject = await open();
      store = new InterleavedStore(subject.store);
    });
    afterEach(async () => {
      await subject?.dispose();
    });

    it('given another writer applies this event and a later one between this writer’s read and write, when this writer writes, then the newer document stays and nothing is lost', async () => {
      await applyAll(store, [event(1)]);
      store.beforeTheNextWrite(() => applyAll(store.inner, [event(2), event(3)]));

      await applyProjection(store, tally, event(2));

      expect(await readModels(store.inner, ['k'])).toMatchObject({ k: { _id: 'k', seen: [1, 2, 3] } });
    });

    it('given another writer applies an event this writer had not seen when it read, when this writer writes, then its event lands on top of that one', async () => {
      await applyAll(store, [event(1)]);
      store.beforeTheNextWrite(() => applyProjection(store.inner, tally, event(2)));

      await applyProjection(store, tally, event(3));

      expect(await readModels(store.inner, ['k'])).toMatchObject({ k: { _id: 'k', seen: [1, 2, 3] } });
    });

    it('given another writer creates the document after this writer found none, when this writer writes, then it applies its event to that document', async () => {
      store.beforeTheNextWrite(() => applyProjection(store.inner, tally, event(1)));

      await applyProjection(store, tally, event(2));

      expect(await readModels(store.inner, ['k'])).toMatchObject({ k: { _id: 'k', seen: [1, 2] } });
    });

    it('given another writer deletes the document and makes it anew after this writer read it, when this writer applies an earlier event, then the new document stays', async () => {
      await applyAll(store, [event(1)]);
      store.beforeTheNextWrite(async () => {
        await applyProjection(store.inner, tally, event(3, 'Closed'));
        await applyProjection(store.inner, tally, event(4));
      });

      await applyProjection(store, tally, event(2));

      expect(await readModels(store.inner, ['k'])).toMatchObject({ k: { _id: 'k', seen: [4] } });
    });

    it('names the position it read inside the filter of every replace and delete, and the event’s position inside every update', async () => {
      await applyAll(store, [event(1), event(2), event(3, 'Closed')]);

      const [insert, replace, remove] = store.writes.filter((w) => w.collection === 'tallies');
      expect(insert).toEqual({ collection: 'tallies', method: 'insertOne', filter: { _id: 'k' } });
      expect(replace).toEqual({
        collection: 'tallies',
        method: 'replaceOne',
        filter: { _id: 'k', '_positions.tally': '00000000000000000001-00000000000000000001' },
      });
      expect(remove).toEqual({
        collection: 'tallies',
        method: 'deleteOne',
        filter: { _id: 'k', '_positions.tally': '00000000000000000001-00000000000000000002' },
      });
      const updates = store.writes.filter((w) => w.collection === 'totals');
      expect(updates).toHaveLength(2);
      for (const update of updates) expect(JSON.stringify(update.filter)).toContain('"_positions.totals":{"$lt"');
    });

    it('given the feed applied once, when it is applied again (a restart from an older checkpoint), then nothing changes', async () => {
      const feed = [1, 2, 3, 4].map((n) => event(n));
      await applyAll(store, feed);
      const once = await readModels(store.inner, ['k']);

      await applyAll(store, feed);

      expect(await readModels(store.inner, ['k'])).toEqual(once);
      expect(once).toMatchObject({ k: { seen: [1, 2, 3, 4] }, totals: { count: 4, sum: 10 } });
    });

    it('given a writer just past the checkpoint another starts from, when both apply the rest of the feed at once, then the read models are those one writer alone builds', async () => {
      const feed = [...Array(30).keys()].map((i) => event(i + 1, 'Counted', `k${i % 2}`));
      // Each writer yields now and then, so their reads and writes interleave as two processes' do.
      const jittery = (inner: DocumentStore) =>
        new InterleavedStore(inner, () => new Promise((resolve) => (Math.random() < 0.2 ? setTimeout(resolve, 3) : setImmediate(resolve))));
      await applyAll(store, feed.slice(0, 10));

      await Promise.all([applyAll(jittery(store.inner), feed.slice(10)), applyAll(jittery(store.inner), feed.slice(8))]);

      const odd = [...Array(15).keys()].map((i) => 2 * i + 1);
      expect(await readModels(store.inner, ['k0', 'k1'])).toEqual({
        k0: { _id: 'k0', seen: odd },
        k1: { _id: 'k1', seen: odd.map((n) => n + 1) },
        totals: { _id: 'all', count: 30, sum: 465 },
      });
    });
  });
}
