import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { DomainEvent } from '@khru/contracts';
import { openPgliteDatabase, PostgresEventStore, type EventStore } from '@khru/platform';
import { uniqueStream } from '@khru/platform/testing';
import { DomainError } from '../errors/domain-error.js';
import { CommandExecutor } from './command-executor.js';
import { commandMetadata } from './command-metadata.js';
import type { Decider } from './decider.js';

type Added = DomainEvent<'Added', { item: string }>;
const set: Decider<{ item: string }, Added, string[]> = {
  initialState: () => [],
  evolve: (state, event) => [...state, event.data.item],
  decide: (command, state) => (state.includes(command.item) ? DomainError.alreadyExists() : [{ type: 'Added', data: { item: command.item } }]),
};

describe('command executor', () => {
  let store: EventStore;
  let executor: CommandExecutor;
  beforeAll(async () => {
    store = await PostgresEventStore.open(await openPgliteDatabase());
    executor = new CommandExecutor(store);
  });
  afterAll(async () => {
    await store.close();
  });

  it('appends the decided events with the command metadata', async () => {
    const stream = uniqueStream('set');
    const result = await executor.execute(
      set,
      stream,
      { item: 'a' },
      commandMetadata({ userId: 'u1', correlationId: 'corr', now: new Date('2026-11-22T00:00:00Z') }),
    );
    expect(result).toMatchObject({ streamId: stream, revision: 0, eventTypes: ['Added'] });
    const [event] = await store.readStream(stream);
    expect(event?.metadata).toMatchObject({ userId: 'u1', correlationId: 'corr', causationId: 'corr', occurredAt: '2026-11-22T00:00:00.000Z' });
  });

  it('throws the refusal and appends nothing', async () => {
    const stream = uniqueStream('set');
    await executor.execute(set, stream, { item: 'a' }, commandMetadata());
    await expect(executor.execute(set, stream, { item: 'a' }, commandMetadata())).rejects.toMatchObject({ code: 'ALREADY_EXIST' });
    expect(await store.readStream(stream)).toHaveLength(1);
  });

  it('answers a retried command (same idempotency key) with the earlier result, appending nothing twice', async () => {
    const stream = uniqueStream('set');
    const meta = commandMetadata({ idempotencyKey: 'retry-1' });
    const first = await executor.execute(set, stream, { item: 'a' }, meta);
    const again = await executor.execute(set, stream, { item: 'a' }, { ...meta, now: new Date() });
    expect(again).toEqual(first);
    expect(await store.readStream(stream)).toHaveLength(1);
  });

  it('decides again on fresh state when another command wins the race', async () => {
    const stream = uniqueStream('set');
    const items = [...'abcdefghij'];
    await Promise.all(items.map((item) => executor.execute(set, stream, { item }, commandMetadata())));
    const events = await store.readStream(stream);
    expect(events.map((e) => e.data.item).sort()).toEqual(items);
  });

  it('folds in what another process appended since its last command, and still answers a retry of its own', async () => {
    const stream = uniqueStream('set');
    const other = new CommandExecutor(store);
    const retried = commandMetadata({ idempotencyKey: 'mine-1' });
    const first = await executor.execute(set, stream, { item: 'a' }, retried);
    await other.execute(set, stream, { item: 'b' }, commandMetadata());
    await expect(executor.execute(set, stream, { item: 'b' }, commandMetadata())).rejects.toMatchObject({ code: 'ALREADY_EXIST' });
    expect(await executor.execute(set, stream, { item: 'c' }, commandMetadata())).toMatchObject({ revision: 2 });
    expect(await executor.execute(set, stream, { item: 'a' }, retried)).toEqual(first);
    // A retry seen only in the events (decided by another process) is answered the same way.
    const theirs = commandMetadata({ idempotencyKey: 'theirs-1' });
    const decidedThere = await other.execute(set, stream, { item: 'd' }, theirs);
    expect(await executor.execute(set, stream, { item: 'd' }, theirs)).toEqual(decidedThere);
    expect((await store.readStream(stream)).map((e) => e.data.item)).toEqual(['a', 'b', 'c', 'd']);
  });
});
