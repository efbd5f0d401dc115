import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { InterleavedStore } from './interleaved-store.fixtures.js';
import { applyAll, event, readModels } from './tally.fixtures.js';

// The guard's given/when/then cases run in position-guard.contract.int.spec.ts, on mingo and on MongoDB.
describe('the compare-and-set on a shared store', () => {
  it('given two writers, one a little past the checkpoint the other starts from, when both apply the feed in any interleaving of their reads and writes, then the read models are those one writer alone builds', async () => {
    // Deletions are left out: a deleted document forgets its position, and the lease, not the filter, keeps writers apart then (ADR 31).
    const feed = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => event(n, 'Counted', n % 3 === 0 ? 'b' : 'a'));
    const alone = new InterleavedStore();
    await applyAll(alone, feed);
    const expected = await readModels(alone.inner, ['a', 'b']);

    await fc.assert(
      fc.asyncProperty(fc.scheduler(), fc.integer({ min: 0, max: feed.length }), fc.integer({ min: 0, max: 2 }), async (s, checkpoint, lead) => {
        const ahead = Math.min(checkpoint + lead, feed.length);
        const shared = new InterleavedStore();
        // Every read and write of either writer waits for the scheduler, which tries their orders.
        const writer = () => new InterleavedStore(shared.inner, () => s.schedule(Promise.resolve()));
        await applyAll(shared, feed.slice(0, ahead));
        await s.waitFor(Promise.all([applyAll(writer(), feed.slice(ahead)), applyAll(writer(), feed.slice(checkpoint))]));
        expect(await readModels(shared.inner, ['a', 'b'])).toEqual(expected);
      }),
      { numRuns: 200 },
    );
  });
});
