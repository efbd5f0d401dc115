import { describe, expect, it } from '@jest/globals';
import type { GlobalPosition } from '@khru/platform';
import { CheckpointStore } from './checkpoint-store.js';
import { ProjectionRunner, READ_MODELS_RUNNER } from './projection-runner.js';
import { InterleavedStore } from './interleaved-store.fixtures.js';

const at = (n: number): GlobalPosition => ({ commit: 1n, prepare: BigInt(n) });

/** The projections service's side: it saves its checkpoint in the shared store. */
const serviceSaves = (store: InterleavedStore, n: number) => new CheckpointStore(store.inner).save(READ_MODELS_RUNNER, at(n));

const follower = (store: InterleavedStore) => new ProjectionRunner({ name: READ_MODELS_RUNNER, store, follows: { pollIntervalMs: 10 } });

describe('an API replica that follows the projections service', () => {
  it('given the service has saved its checkpoint, when the replica starts, then it stands there and writes nothing', async () => {
    const store = new InterleavedStore();
    await serviceSaves(store, 5);

    const replica = follower(store);
    await replica.start();

    expect(replica.position).toEqual(at(5));
    expect(replica.reached(at(5))).toBe(true);
    await replica.stop();
    expect(store.writes).toEqual([]);
  });

  it('given a reader waits for a position, when the service’s checkpoint passes it, then the wait ends with true', async () => {
    const store = new InterleavedStore();
    const replica = follower(store);
    await replica.start();

    const waiting = replica.waitFor(at(7), 5000);
    await serviceSaves(store, 8);

    expect(await waiting).toBe(true);
    await replica.stop();
  });

  it('given the service stays behind, when the wait runs out, then it ends with false', async () => {
    const store = new InterleavedStore();
    await serviceSaves(store, 3);
    const replica = follower(store);
    await replica.start();

    expect(await replica.waitFor(at(4), 100)).toBe(false);
    await replica.stop();
  });

  it('given the read models are rebuilt (the checkpoint deleted, then saved from the start), then the replica follows it back', async () => {
    const store = new InterleavedStore();
    await serviceSaves(store, 9);
    const replica = follower(store);
    await replica.start();

    await store.inner.collection('_checkpoints').deleteMany({});
    await serviceSaves(store, 2);
    for (let waited = 0; replica.position?.prepare !== 2n && waited < 5000; waited += 10) await new Promise((resolve) => setTimeout(resolve, 10));

    expect(replica.position).toEqual(at(2));
    await replica.stop();
  });
});

describe('the checkpoint', () => {
  it('given a later checkpoint is saved, when an earlier one is saved after it (a writer that outlived its lease), then the later one stays', async () => {
    const store = new InterleavedStore();
    const checkpoints = new CheckpointStore(store);
    await checkpoints.save('read-models', at(9));
    await checkpoints.save('read-models', at(4));
    await checkpoints.save('read-models', at(9));
    expect(await checkpoints.load('read-models')).toEqual(at(9));
    await checkpoints.save('read-models', at(12));
    expect(await checkpoints.load('read-models')).toEqual(at(12));
  });
});
