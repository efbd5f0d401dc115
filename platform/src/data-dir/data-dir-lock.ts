import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import lockfile from 'proper-lockfile';

/** Another process holds the data directory: opening it too would corrupt the embedded database. */
export class DataDirLockedError extends Error {
  readonly code = 'DATA_DIR_LOCKED';
  constructor(readonly dataDir: string) {
    super(
      `The data directory ${dataDir} is in use by another Khru process. ` +
        'Stop that process first, or start this one with a different DATA_DIR.',
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  release(): Promise<void>;
}

/**
 * Takes the exclusive lock on a data directory. The lock is refreshed while held; a lock left by a
 * crashed process counts as stale after `staleMs` and may be taken over.
 */
export async function lockDataDir(
  dataDir: string,
  onCompromised: (error: Error) => void,
  staleMs = 10_000,
): Promise<DataDirLock> {
  mkdirSync(dataDir, { recursive: true });
  try {
    const release = await lockfile.lock(dataDir, {
      lockfilePath: join(dataDir, 'khru.lock'),
      stale: staleMs,
      update: Math.floor(staleMs / 2),
      retries: 0,
      onCompromised,
    });
    return { release: () => release().catch(() => undefined) };
  } catch (error) {
    if ((error as { code?: string }).code === 'ELOCKED') throw new DataDirLockedError(dataDir);
    throw error;
  }
}
