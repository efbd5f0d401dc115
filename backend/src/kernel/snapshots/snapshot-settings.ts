import { codeFingerprint, type FileStore, type RuntimeConfig } from '@khru/platform';
import type { SnapshotSettings } from '@khru/projections';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fileStoreSnapshots } from './shared-snapshots.js';

const require = createRequire(import.meta.url);
/** The built code of a workspace package, as this process loads it. */
const packageCode = (name: string) => dirname(require.resolve(name));
/** This backend's own code (src under the tests, dist when built). */
const backendCode = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Snapshots are written this often when their state has moved on (and at every clean stop). */
const SNAPSHOT_INTERVAL_MS = 60_000;

export type SnapshotKind = 'read-models' | 'search' | 'workflows';

/**
 * Where each in-memory state keeps its snapshot (`DATA_DIR/snapshots/<kind>.ndjson`), and the
 * fingerprint of the code that builds it: projections and contracts for read models and search,
 * the backend too for workflows. Other code never loads a snapshot it did not write. With files on S3
 * the replicas share no folder, so snapshots are also published to the file store for new replicas.
 */
export async function snapshotSettings(config: Pick<RuntimeConfig, 'dataDir' | 's3'>, files: FileStore, kind: SnapshotKind): Promise<SnapshotSettings> {
  const dirs = [packageCode('@khru/projections'), packageCode('@khru/contracts'), ...(kind === 'workflows' ? [backendCode] : [])];
  return {
    path: join(config.dataDir, 'snapshots', `${kind}.ndjson`),
    fingerprint: await codeFingerprint(dirs, [kind]),
    intervalMs: SNAPSHOT_INTERVAL_MS,
    ...(config.s3 ? { shared: fileStoreSnapshots(files, kind) } : {}),
  };
}
