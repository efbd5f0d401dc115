import { describe, expect, it } from '@jest/globals';
import { writeSnapshotFile, type GlobalPosition } from '@khru/platform';
import { copyFile, mkdir, mkdtemp } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PeriodicSnapshot, type SharedSnapshots } from './periodic-snapshot.js';

const at = (commit: number): GlobalPosition => ({ commit: BigInt(commit), prepare: 0n });

/** A bucket the replicas share, as a file of its own: publishing copies a replica's file there. */
async function sharedStore(intervalMs = 60_000) {
  const file = join(await mkdtemp(join(tmpdir(), 'khru-shared-')), 'read-models.ndjson');
  const published: string[] = [];
  const shared: SharedSnapshots = {
    intervalMs,
    async fetch(path) {
      if (!existsSync(file)) return false;
      await mkdir(dirname(path), { recursive: true });
      await copyFile(file, path);
      return true;
    },
    async publish(path) {
      published.push(path);
      await copyFile(path, file);
    },
  };
  return { shared, published, file };
}

/** One replica's snapshot keeper, over a state that is `records` as of `position` (changed by the test). */
async function replica(shared: SharedSnapshots, fingerprint = 'f1') {
  const path = join(await mkdtemp(join(tmpdir(), 'khru-replica-')), 'snapshots', 'read-models.ndjson');
  const state = { position: at(0), records: [] as string[] };
  const keeper = new PeriodicSnapshot<string>('read-models', { path, fingerprint, shared }, async () => ({ position: state.position, records: state.records }));
  return { path, state, keeper };
}

describe('snapshots shared by replicas with no folder in common', () => {
  it('start a new replica from the snapshot another one published at its stop', async () => {
    const { shared } = await sharedStore();
    const a = await replica(shared);
    a.state.position = at(5);
    a.state.records = ['five'];
    await a.keeper.stop();

    const b = await replica(shared);
    expect(await b.keeper.load()).toEqual({ position: at(5), records: ['five'] });
  });

  it('start from the newer of the replica’s own snapshot and the shared one', async () => {
    const { file, shared } = await sharedStore();
    await writeSnapshotFile(file, 'f1', at(5), ['shared five']);
    const ahead = await replica(shared);
    await writeSnapshotFile(ahead.path, 'f1', at(7), ['own seven']);
    expect(await ahead.keeper.load()).toEqual({ position: at(7), records: ['own seven'] });

    const behind = await replica(shared);
    await writeSnapshotFile(behind.path, 'f1', at(3), ['own three']);
    expect(await behind.keeper.load()).toEqual({ position: at(5), records: ['shared five'] });
  });

  it('never load a shared snapshot written by other code, and keep the replica’s own', async () => {
    const { file, shared } = await sharedStore();
    await writeSnapshotFile(file, 'older code', at(9), ['nine']);
    const own = await replica(shared);
    await writeSnapshotFile(own.path, 'f1', at(2), ['two']);
    expect(await own.keeper.load()).toEqual({ position: at(2), records: ['two'] });
    const none = await replica(shared);
    expect(await none.keeper.load()).toBeNull();
  });

  it('publish at most once an interval while running, then the newest at a stop, and nothing that did not move', async () => {
    const { shared, published } = await sharedStore(60_000);
    const a = await replica(shared);
    a.state.position = at(1);
    await a.keeper.writeNow();
    a.state.position = at(2);
    await a.keeper.writeNow();
    expect(published).toHaveLength(1);
    await a.keeper.stop();
    expect(published).toHaveLength(2);

    const b = await replica(shared);
    await b.keeper.load();
    b.state.position = at(2);
    await b.keeper.stop();
    expect(published).toHaveLength(2);
  });
});
