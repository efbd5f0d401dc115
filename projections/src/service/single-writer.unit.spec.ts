import { describe, expect, it } from '@jest/globals';
import { MemoryDocumentStore } from '@khru/platform';
import { SingleWriter, type LeasedWork } from './single-writer.js';

const TTL = 15_000;

/** Processes sharing one store and one clock; each one's work writes what it does to one log. */
function cluster() {
  const store = new MemoryDocumentStore();
  const log: string[] = [];
  let now = 1_000_000;
  const gates = new Map<string, () => boolean>();
  const process = (name: string, work: (mayWrite: () => boolean) => LeasedWork = () => recorded(name)) =>
    new SingleWriter({
      store,
      lease: 'projections:read-models',
      terms: { holder: name, ttlMs: TTL, clock: () => now },
      work: (mayWrite) => {
        gates.set(name, mayWrite);
        return work(mayWrite);
      },
    });
  const recorded = (name: string): LeasedWork => ({
    start: async () => void log.push(`${name} writes`),
    stop: async () => void log.push(`${name} stops`),
  });
  return { store, log, process, mayWrite: (name: string) => gates.get(name)?.() ?? false, later: (ms: number) => void (now += ms) };
}

describe('one writer among the processes that share a lease', () => {
  it('given two processes, when both ask, then exactly one writes', async () => {
    const c = cluster();
    const [a, b] = [c.process('A'), c.process('B')];
    await a.tick();
    await b.tick();
    expect([a.writing, b.writing]).toEqual([true, false]);
    expect(c.log).toEqual(['A writes']);
  });

  it('given the writer keeps renewing, when the other asks every third of a term, then it never writes', async () => {
    const c = cluster();
    const [a, b] = [c.process('A'), c.process('B')];
    for (let i = 0; i < 10; i++) {
      await a.tick();
      await b.tick();
      c.later(TTL / 3);
    }
    expect(c.log).toEqual(['A writes']);
  });

  it('given the writer stopped renewing (it died or stalled), when its lease runs out, then the other writes, and the first stops at its next step', async () => {
    const c = cluster();
    const [a, b] = [c.process('A'), c.process('B')];
    await a.tick();
    c.later(TTL);
    await b.tick();
    await a.tick();
    expect(c.log).toEqual(['A writes', 'B writes', 'A stops']);
    expect([a.writing, b.writing]).toEqual([false, true]);
  });

  it('given the writer’s lease ran out by its own clock, when nobody has renewed yet, then its work may no longer write', async () => {
    const c = cluster();
    const a = c.process('A');
    await a.tick();
    expect(c.mayWrite('A')).toBe(true);
    c.later(TTL);
    expect(c.mayWrite('A')).toBe(false);
  });

  it('given the writer stops cleanly, when the other asks next, then it takes over without waiting for the lease to run out', async () => {
    const c = cluster();
    const [a, b] = [c.process('A'), c.process('B')];
    await a.tick();
    await a.stop();
    await b.tick();
    expect(c.log).toEqual(['A writes', 'A stops', 'B writes']);
  });

  it('given the work fails to start, when another process asks at once, then it writes: the lease was handed back', async () => {
    const c = cluster();
    let attempts = 0;
    const flaky = c.process('A', () => ({
      start: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('store not reachable yet');
        c.log.push('A writes');
      },
      stop: async () => undefined,
    }));
    await expect(flaky.tick()).rejects.toThrow('store not reachable yet');
    expect(flaky.writing).toBe(false);
    await c.process('B', () => ({ start: async () => void c.log.push('B writes'), stop: async () => undefined })).tick();
    expect(c.log).toEqual(['B writes']);
  });
});
