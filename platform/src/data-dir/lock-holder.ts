import type { ProcessProbe } from './process-probe.js';

/** The record a lock file holds: which process took it, and a token only that taking knows. */
export interface LockHolder {
  pid: number;
  /** See `ProcessProbe.start`; null where the platform cannot tell. */
  start: string | null;
  host: string;
  token: string;
}

/** A lock file as found on disk; `holder` is null when it cannot be read (an older version's lock, a damaged file). */
export interface FoundLock {
  holder: LockHolder | null;
  mtimeMs: number;
}

export interface Observer {
  host: string;
  nowMs: number;
  probe(pid: number): ProcessProbe;
}

export function parseLockHolder(text: string): LockHolder | null {
  try {
    const value = JSON.parse(text) as Partial<LockHolder>;
    const valid =
      Number.isInteger(value.pid) &&
      (value.pid ?? 0) > 0 &&
      (value.start === null || typeof value.start === 'string') &&
      typeof value.host === 'string' &&
      typeof value.token === 'string';
    return valid ? (value as LockHolder) : null;
  } catch {
    return null;
  }
}

/**
 * Whether the process that took a lock is gone, so the lock may be taken over at once. On this machine
 * the process itself is asked (a live pid with another start time is a recycled pid); a holder on
 * another machine, or one that cannot be read, is gone only once its lock has not been refreshed for `staleMs`.
 */
export function lockHolderGone(found: FoundLock, observer: Observer, staleMs: number): boolean {
  const { holder } = found;
  if (!holder || holder.host !== observer.host) return observer.nowMs - found.mtimeMs > staleMs;
  const probe = observer.probe(holder.pid);
  if (!probe.running) return true;
  return holder.start !== null && probe.start !== null && probe.start !== holder.start;
}

/** Whether two readings of the lock file saw the same taking (a takeover must not remove a newer one). */
export function sameLock(a: FoundLock, b: FoundLock): boolean {
  return a.holder?.token === b.holder?.token && a.mtimeMs === b.mtimeMs;
}
