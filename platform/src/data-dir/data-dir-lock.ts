import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { lockHolderGone, parseLockHolder, sameLock, type FoundLock, type LockHolder, type Observer } from './lock-holder.js';
import { ownStart, probeProcess } from './process-probe.js';

const LOCK_FILE = 'khru.lock';
/** Held only while a stale lock is removed, so that two starters never both take it over. */
const TAKEOVER_FILE = 'khru.lock.takeover';
const MAX_ATTEMPTS = 5;

function describeHolder(found: FoundLock | null, staleMs: number): string {
  const holder = found?.holder;
  const changedSeconds = found ? Math.max(0, Math.round((Date.now() - found.mtimeMs) / 1000)) : 0;
  if (!holder) {
    return `its lock file names no process and changed ${changedSeconds} s ago; it is taken over once unchanged for ${staleMs / 1000} s`;
  }
  return holder.host === hostname() ? `pid ${holder.pid}, still running` : `pid ${holder.pid} on host ${holder.host}, lock refreshed ${changedSeconds} s ago`;
}

/** Another live process holds the data directory: opening it too would corrupt the embedded database. */
export class DataDirLockedError extends Error {
  readonly code = 'DATA_DIR_LOCKED';
  /** The holder's process id, when its lock file names one. */
  readonly holderPid: number | null;
  constructor(
    readonly dataDir: string,
    found: FoundLock | null,
    staleMs: number,
  ) {
    super(
      `The data directory ${dataDir} is in use by another Khru process (${describeHolder(found, staleMs)}). ` +
        'Stop that process first, or start this one with a different DATA_DIR.',
    );
    this.name = 'DataDirLockedError';
    this.holderPid = found?.holder?.pid ?? null;
  }
}

export interface DataDirLock {
  release(): Promise<void>;
}

async function readLock(path: string): Promise<FoundLock | null> {
  try {
    const { mtimeMs } = await stat(path);
    // A directory is the lock of a version before the pid record: it has no holder to ask.
    const text = await readFile(path, 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') throw error;
      return '';
    });
    return { holder: parseLockHolder(text), mtimeMs };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

async function createExclusive(path: string, holder: LockHolder): Promise<boolean> {
  try {
    await writeFile(path, JSON.stringify(holder), { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** Removes a lock whose holder is gone; answers the lock of another starter that is doing the same right now. */
async function takeOver(dataDir: string, stale: FoundLock, me: LockHolder, observe: () => Observer, staleMs: number): Promise<FoundLock | null> {
  const takeoverPath = join(dataDir, TAKEOVER_FILE);
  if (!(await createExclusive(takeoverPath, me))) {
    const other = await readLock(takeoverPath);
    if (other && !lockHolderGone(other, observe(), staleMs)) return other;
    // Left by a starter that died while taking over.
    await rm(takeoverPath, { force: true });
    return null;
  }
  try {
    const current = await readLock(join(dataDir, LOCK_FILE));
    if (current && sameLock(current, stale)) await rm(join(dataDir, LOCK_FILE), { recursive: true, force: true });
  } finally {
    await rm(takeoverPath, { force: true });
  }
  return null;
}

function hold(lockPath: string, me: LockHolder, onCompromised: (error: Error) => void, staleMs: number): DataDirLock {
  let released = false;
  const refresh = async (): Promise<void> => {
    // A failed read says nothing about the lock: look again at the next refresh.
    const found = await readLock(lockPath).catch(() => undefined);
    if (released || found === undefined) return;
    if (found?.holder?.token !== me.token) {
      clearInterval(timer);
      onCompromised(new Error(`the lock file ${lockPath} was removed or taken over`));
      return;
    }
    const now = new Date();
    await utimes(lockPath, now, now).catch(() => undefined);
  };
  // Refreshing keeps the lock fresh for observers that cannot ask this process (another host, an older version).
  const timer = setInterval(() => void refresh(), Math.max(1, Math.floor(staleMs / 2)));
  timer.unref();
  return {
    async release() {
      if (released) return;
      released = true;
      clearInterval(timer);
      const found = await readLock(lockPath).catch(() => null);
      if (found?.holder?.token === me.token) await rm(lockPath, { force: true }).catch(() => undefined);
    },
  };
}

/**
 * Takes the exclusive lock on a data directory: the file `khru.lock` naming this process (pid, start
 * time, host). A lock whose holder is gone is taken over at once; see `lockHolderGone` for how that is known.
 */
export async function lockDataDir(dataDir: string, onCompromised: (error: Error) => void, staleMs = 10_000): Promise<DataDirLock> {
  await mkdir(dataDir, { recursive: true });
  const lockPath = join(dataDir, LOCK_FILE);
  const me: LockHolder = { pid: process.pid, start: ownStart(), host: hostname(), token: randomUUID() };
  const observe = (): Observer => ({ host: me.host, nowMs: Date.now(), probe: probeProcess });
  let found: FoundLock | null = null;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    if (await createExclusive(lockPath, me)) return hold(lockPath, me, onCompromised, staleMs);
    found = await readLock(lockPath);
    if (!found) continue;
    if (!lockHolderGone(found, observe(), staleMs)) break;
    const busy = await takeOver(dataDir, found, me, observe, staleMs);
    if (busy) {
      found = busy;
      break;
    }
  }
  throw new DataDirLockedError(dataDir, found, staleMs);
}
