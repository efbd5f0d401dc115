import { codeFingerprint } from '@khru/platform';
import type { SnapshotSettings } from '@khru/projections';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

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
 * the backend too for workflows. Other code never loads a snapshot it did not write.
 */
export async function snapshotSettings(dataDir: string, kind: SnapshotKind): Promise<SnapshotSettings> {
  const dirs = [packageCode('@khru/projections'), packageCode('@khru/contracts'), ...(kind === 'workflows' ? [backendCode] : [])];
  return { path: join(dataDir, 'snapshots', `${kind}.ndjson`), fingerprint: await codeFingerprint(dirs, [kind]), intervalMs: SNAPSHOT_INTERVAL_MS };
}
