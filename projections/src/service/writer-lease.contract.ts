import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { WriterLease, type DocumentStore } from '@khru/platform';
import { InterleavedStore } from '../runner/interleaved-store.fixtures.js';
import type { SharedStoreUnderTest } from '../runner/position-guard.contract.js';

const TTL = 15_000;

/** Processes on one store, and the clock they all read (moved by hand). */
function world(store: DocumentStore) {
  let now = 1_000_000;
  const terms = (holder: string) => ({ holder, ttlMs: TTL, clock: () => now });
  return {
    acquire: (holder: string) => WriterLease.acquire(store, 'projections:read-models', terms(holder)),
    holder: () => WriterLease.holder(store, 'projections:read-models'),
    later: (ms: number) => void (now += ms),
  };
}

/** The lease that keeps one writer per read model (ADR 31), as the store it lives in must keep it. */
export function describeWriterLeaseContract(name: string, open: () => Promise<SharedStoreUnderTest>): void {
  describe(`writer lease contract: ${name}`, () => {
    let subject: SharedStoreUnderTest;
    beforeEach(async () => {
      subject = await open();
    });
    afterEach(async () => {
      await subject?.dispose();
    });

    it('given nobody holds it, when A asks, then A holds it', async () => {
      const w = world(subject.store);
      const a = await w.acquire('A');
      expect(a?.held()).toBe(true);
      expect(await w.holder()).toBe('A');
    });

    it('given nobody holds it, when A and B ask at the same moment, then exactly one holds it', async () => {
      const w = world(subject.store);
      const granted = await Promise.all([w.acquire('A'), w.acquire('B')]);
      expect(granted.filter((lease) => lease !== null)).toHaveLength(1);
    });

    it('given A holds it, when B asks before it runs out, then B is refused', async () => {
      const w = world(subject.store);
      await w.acquire('A');
      w.later(TTL - 1);
      expect(await w.acquire('B')).toBeNull();
      expect(await w.holder()).toBe('A');
    });

    it('given A renews it, when B asks after the first term, then B is still refused', async () => {
      const w = world(subject.store);
      const a = (await w.acquire('A'))!;
      w.later(TTL / 3);
      expect(await a.renew()).toBe(true);
      w.later(TTL - 1);
      expect(await w.acquire('B')).toBeNull();
    });

    it('given A stopped renewing, when B asks after it ran out, then B holds it and A’s next renewal says it is lost', async () => {
      const w = world(subject.store);
      const a = (await w.acquire('A'))!;
      w.later(TTL);
      expect(a.held()).toBe(false);
      const b = await w.acquire('B');
      expect(b?.held()).toBe(true);
      expect(await a.renew()).toBe(false);
      expect(await w.holder()).toBe('B');
    });

    it('given A hands it back, when B asks at once, then B holds it', async () => {
      const w = world(subject.store);
      const a = (await w.acquire('A'))!;
      await a.release();
      expect(await w.acquire('B')).not.toBeNull();
    });

    it('given B holds it, when A hands back its old lease, then B keeps it', async () => {
      const w = world(subject.store);
      const a = (await w.acquire('A'))!;
      w.later(TTL);
      await w.acquire('B');
      await a.release();
      expect(await w.holder()).toBe('B');
    });

    it('given the store cannot be reached, when A renews, then A counts it as held only until the expiry it last wrote', async () => {
      let reachable = true;
      const w = world(
        new InterleavedStore(subject.store, async () => {
          if (!reachable) throw new Error('connection refused');
        }),
      );
      const a = (await w.acquire('A'))!;
      reachable = false;
      w.later(TTL - 1);
      expect(await a.renew()).toBe(true);
      w.later(1);
      expect(await a.renew()).toBe(false);
      expect(a.held()).toBe(false);
    });
  });
}
