import { afterAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { DomainEvent } from '@khru/contracts';
import { openPgDatabase, openPgliteDatabase, PostgresEventStore, SqlCoordination, type Coordination } from '@khru/platform';
import { createTestDatabase } from '@khru/platform/testing';
import { CommandExecutor } from '../commands/command-executor.js';
import { commandMetadata } from '../commands/command-metadata.js';
import type { Decider } from '../commands/decider.js';
import { command, type Workflow } from './workflow.js';
import { WorkflowRegistry } from './workflow-registry.js';
import { WorkflowRunner } from './workflow-runner.js';

type PingEvent = DomainEvent<'Pinged', { id: string }>;
type PongEvent = DomainEvent<'Ponged', { id: string }>;
type PongCommand = { type: 'Pong'; id: string };

declare module './workflow.js' {
  interface StreamCommands {
    pong: PongCommand;
  }
}

/** Appends a pong every time it is asked: only the runner's keys keep a redelivered ping from ponging twice. */
const pongDecider: Decider<PongCommand, PongEvent, null> = {
  initialState: () => null,
  evolve: (state) => state,
  decide: (command) => [{ type: 'Ponged', data: { id: command.id } }],
};
const pingDecider: Decider<{ type: 'Ping'; id: string }, PingEvent, null> = {
  initialState: () => null,
  evolve: (state) => state,
  decide: (command) => [{ type: 'Pinged', data: { id: command.id } }],
};
const pingPong: Workflow<PingEvent, null> = {
  name: 'ping-pong',
  handles: ['Pinged'],
  instanceOf: (event) => event.data.id,
  initialState: () => null,
  evolve: (state) => state,
  decide: (event) => [command('pong', `pong-${event.data.id}`, { type: 'Pong', id: event.data.id })],
};
const registry = new WorkflowRegistry();
registry.register(pingPong);
registry.registerDecider('pong', pongDecider);

/** A coordination whose checkpoint save fails, as a process killed between sending and checkpointing would leave it. */
const crashingOnCheckpoint = (inner: Coordination): Coordination => ({
  tryAcquire: (name) => inner.tryAcquire(name),
  loadCheckpoint: (name) => inner.loadCheckpoint(name),
  saveCheckpoint: async () => {
    throw new Error('killed before the checkpoint');
  },
  close: () => inner.close(),
});

describe('workflow runner on PGlite', () => {
  let store: PostgresEventStore;
  let coordination: SqlCoordination;
  let executor: CommandExecutor;
  const runner = (c: Coordination = coordination) =>
    new WorkflowRunner({
      name: 'test',
      store,
      coordination: c,
      executor,
      workflows: registry.workflows(),
      deciders: registry.deciders(),
      effects: registry.effects(),
    });
  const ping = (id: string) => executor.execute(pingDecider, `ping-${id}`, { type: 'Ping', id }, commandMetadata({ idempotencyKey: `ping:${id}` }));

  beforeEach(async () => {
    store = await PostgresEventStore.open(await openPgliteDatabase());
    coordination = await SqlCoordination.open(store.database, null);
    executor = new CommandExecutor(store);
  });

  it('sends a workflow command once when an event is delivered twice', async () => {
    await ping('a');
    const [event] = await store.readStream('ping-a');
    const r = runner();
    await r.handle(event!);
    await r.handle(event!);
    expect((await store.readStream('pong-a')).map((e) => e.type)).toEqual(['Ponged']);
  });

  it('sends nothing twice after a crash between the command and the checkpoint', async () => {
    await ping('b');
    const [event] = await store.readStream('ping-b');
    await expect(runner(crashingOnCheckpoint(coordination)).handle(event!)).rejects.toThrow('killed before the checkpoint');
    expect(await coordination.loadCheckpoint('test')).toBeNull();
    const restarted = runner();
    await restarted.start();
    expect(await restarted.idle()).toBe(true);
    await restarted.stop();
    expect((await store.readStream('pong-b')).map((e) => e.type)).toEqual(['Ponged']);
    expect(await coordination.loadCheckpoint('test')).not.toBeNull();
  });

  it('after a restart, acts only on events past its checkpoint, with the state folded from the start', async () => {
    await ping('c');
    const first = runner();
    await first.start();
    await first.idle();
    await first.stop();
    await ping('d');
    const second = runner();
    await second.start();
    await second.idle();
    await second.stop();
    expect((await store.readStream('pong-c')).length).toBe(1);
    expect((await store.readStream('pong-d')).length).toBe(1);
  });
});

const serverUrl = process.env.DATABASE_URL;
(serverUrl ? describe : describe.skip)('workflow lease on the PostgreSQL server', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('lets one of two runners lead, and the other once the first lets go or dies', async () => {
    const database = await createTestDatabase(serverUrl!);
    cleanups.push(() => database.drop());
    const open = async () => {
      const store = await PostgresEventStore.open(await openPgDatabase(database.url, 2));
      const coordination = await SqlCoordination.open(store.database, database.url);
      cleanups.push(async () => {
        await coordination.close();
        await store.close();
      });
      return { store, coordination };
    };
    const one = await open();
    const two = await open();
    const lease = await one.coordination.tryAcquire('workflows');
    expect(lease).not.toBeNull();
    expect(await two.coordination.tryAcquire('workflows')).toBeNull();
    await lease!.release();
    const taken = await two.coordination.tryAcquire('workflows');
    expect(taken).not.toBeNull();
    // A leader whose connection ends (a crashed process) frees the lease at once.
    await two.coordination.close();
    expect(await one.coordination.tryAcquire('workflows')).not.toBeNull();
  });
});
