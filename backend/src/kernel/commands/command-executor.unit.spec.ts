import { describe, expect, it } from '@jest/globals';
import type { DomainEvent } from '@khru/contracts';
import { ConcurrencyError, type AppendResult, type EventStore, type ExpectedRevision, type NewEvent, type RecordedEvent } from '@khru/platform';
import { DomainError } from '../errors/domain-error.js';
import { CommandExecutor } from './command-executor.js';
import { commandMetadata } from './command-metadata.js';
import type { Decider } from './decider.js';

type Incremented = DomainEvent<'Incremented', { n: number }>;
/** A counter whose command must name the next value: a command decided on stale state is wrong. */
const counter: Decider<{ n: number; refuse?: boolean }, Incremented, number> = {
  initialState: () => 0,
  evolve: (_state, event) => event.data.n,
  decide: (command, state) => (command.refuse ? DomainError.conflict() : [{ type: 'Incremented', data: { n: state + 1 } }]),
};

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The store port in memory, yielding to the event loop on every read and append so that commands
 * interleave as they do on a real store; `beforeRead` lets a spec hold a stream's reads, `beforeAppend`
 * write as another process would.
 */
class InterleavingStore implements Pick<EventStore, 'readStream' | 'append'> {
  readonly streams = new Map<string, RecordedEvent[]>();
  conflicts = 0;
  beforeRead: (streamId: string) => Promise<void> = async () => undefined;
  beforeAppend: (streamId: string) => Promise<void> = async () => undefined;
  private position = 0n;

  async readStream(streamId: string): Promise<RecordedEvent[]> {
    await this.beforeRead(streamId);
    await tick();
    return [...(this.streams.get(streamId) ?? [])];
  }

  async append(streamId: string, events: readonly NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    await this.beforeAppend(streamId);
    await tick();
    const stream = this.streams.get(streamId) ?? [];
    const actual = stream.length === 0 ? null : stream.length - 1;
    if ((expected === 'no_stream' && actual !== null) || (typeof expected === 'number' && expected !== actual)) {
      this.conflicts += 1;
      throw new ConcurrencyError(streamId, expected, actual);
    }
    for (const event of events) {
      this.position += 1n;
      stream.push({
        ...event,
        data: event.data as Record<string, unknown>,
        streamId,
        streamPosition: stream.length,
        position: { commit: 1n, prepare: this.position },
        createdAt: event.metadata.occurredAt,
      });
    }
    this.streams.set(streamId, stream);
    return { nextExpectedRevision: stream.length - 1, position: { commit: 1n, prepare: this.position } };
  }
}

const executorOn = (store: InterleavingStore) => new CommandExecutor(store as unknown as EventStore);
const values = (store: InterleavingStore, streamId: string) => (store.streams.get(streamId) ?? []).map((e) => e.data.n);
const otherMetadata = () => ({ correlationId: 'other', causationId: 'other', occurredAt: '2026-11-24T00:00:00.000Z' });
const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

/** A store where another process, with its own queue, appends `n: 1` just before our first append lands. */
function anotherProcessAppendsFirst(): InterleavingStore {
  const store = new InterleavingStore();
  let first = true;
  store.beforeAppend = async (streamId) => {
    if (!first) return;
    first = false;
    await store.append(streamId, [{ id: 'other', type: 'Incremented', data: { n: 1 }, metadata: otherMetadata() }], 'no_stream');
  };
  return store;
}

describe('command executor queue per stream', () => {
  it('runs 200 concurrent commands on one stream one after another: all succeed, in the order sent, without a conflict', async () => {
    const store = new InterleavingStore();
    const executor = executorOn(store);
    const results = await Promise.all(range(200).map(() => executor.execute(counter, 'counter-1', { n: 0 }, commandMetadata())));
    expect(results.map((r) => r.revision)).toEqual(range(200).map((n) => n - 1));
    expect(values(store, 'counter-1')).toEqual(range(200));
    expect(store.conflicts).toBe(0);
  });

  it('answers the state after the command with its result', async () => {
    const store = new InterleavingStore();
    const executor = executorOn(store);
    const answers = await Promise.all(range(5).map(() => executor.executeWithState(counter, 'counter-1', { n: 0 }, commandMetadata())));
    expect(answers.map((a) => a.state)).toEqual(range(5));
  });

  it('keeps other streams concurrent: a held stream does not delay another', async () => {
    const store = new InterleavingStore();
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    store.beforeRead = (streamId) => (streamId === 'counter-slow' ? held : Promise.resolve());
    const executor = executorOn(store);
    const slow = executor.execute(counter, 'counter-slow', { n: 0 }, commandMetadata());
    await Promise.all(range(3).map(() => executor.execute(counter, 'counter-fast', { n: 0 }, commandMetadata())));
    expect(values(store, 'counter-fast')).toEqual([1, 2, 3]);
    expect(values(store, 'counter-slow')).toEqual([]);
    release();
    await slow;
    expect(values(store, 'counter-slow')).toEqual([1]);
  });

  it('lets the next command run after a refusal, and forgets a stream once its queue is empty', async () => {
    const store = new InterleavingStore();
    const executor = executorOn(store);
    const refused = executor.execute(counter, 'counter-1', { n: 0, refuse: true }, commandMetadata());
    const next = executor.execute(counter, 'counter-1', { n: 0 }, commandMetadata());
    expect(executor['tails'].size).toBe(1);
    await expect(refused).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(next).resolves.toMatchObject({ revision: 0 });
    await tick();
    expect(executor['tails'].size).toBe(0);
  });

  it('still decides again on fresh state when another process appends between the read and the append', async () => {
    const store = anotherProcessAppendsFirst();
    const result = await executorOn(store).execute(counter, 'counter-1', { n: 0 }, commandMetadata());
    expect(store.conflicts).toBe(1);
    expect(result.revision).toBe(1);
    expect(values(store, 'counter-1')).toEqual([1, 2]);
  });

  describe('a command with an effect before its append (a provider refund)', () => {
    it('of twenty at once with one key, acts and appends once; the rest are decided on the state it left and refused', async () => {
      const store = new InterleavingStore();
      const executor = executorOn(store);
      const effects: number[] = [];
      const once = { ...counter, decide: (_: unknown, state: number) => (state > 0 ? DomainError.conflict() : counter.decide({ n: 0 }, state)) };
      const answers = await Promise.allSettled(
        range(20).map(() =>
          executor.executeAfterEffect(once, 'refund-1', { n: 0 }, commandMetadata({ idempotencyKey: 'refund:1' }), async (events) => {
            effects.push(events[0]!.data.n);
          }),
        ),
      );
      expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
      expect(answers.filter((a) => a.status === 'rejected').map((a) => (a as PromiseRejectedResult).reason)).toEqual(
        Array.from({ length: 19 }, () => expect.objectContaining({ code: 'CONFLICT' })),
      );
      expect(effects).toEqual([1]);
      expect(values(store, 'refund-1')).toEqual([1]);
    });

    it('appends nothing when another process changed the stream after the effect so that the command decides otherwise', async () => {
      const store = anotherProcessAppendsFirst();
      let effects = 0;
      const run = executorOn(store).executeAfterEffect(counter, 'refund-1', { n: 0 }, commandMetadata(), async () => {
        effects += 1;
      });
      await expect(run).rejects.toMatchObject({ code: 'CONFLICT' });
      expect(effects).toBe(1);
      expect(values(store, 'refund-1')).toEqual([1]);
    });
  });
});
