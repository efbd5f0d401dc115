import { describe, expect, it } from '@jest/globals';
import { lockHolderGone, parseLockHolder, type FoundLock, type LockHolder, type Observer } from './lock-holder.js';
import type { ProcessProbe } from './process-probe.js';

const STALE_MS = 10_000;
const holder: LockHolder = { pid: 4242, start: 'boot-a:1000', host: 'here', token: 't' };
const found = (lock: Partial<LockHolder> | null, mtimeMs = 100_000): FoundLock => ({
  holder: lock && { ...holder, ...lock },
  mtimeMs,
});
const observer = (probe: ProcessProbe, nowMs = 100_000): Observer => ({ host: 'here', nowMs, probe: () => probe });

describe('whether a lock holder is gone', () => {
  it('keeps a lock whose holder runs with the start time it recorded', () => {
    expect(lockHolderGone(found({}), observer({ running: true, start: 'boot-a:1000' }), STALE_MS)).toBe(false);
  });

  it('gives up a lock whose holder no longer runs, however fresh the file', () => {
    expect(lockHolderGone(found({}), observer({ running: false, start: null }), STALE_MS)).toBe(true);
  });

  it('gives up a lock whose pid now belongs to a process that started at another time', () => {
    expect(lockHolderGone(found({}), observer({ running: true, start: 'boot-a:2000' }), STALE_MS)).toBe(true);
  });

  it('keeps a lock whose holder runs where start times are unknown', () => {
    expect(lockHolderGone(found({ start: null }), observer({ running: true, start: 'boot-a:2000' }), STALE_MS)).toBe(false);
    expect(lockHolderGone(found({}), observer({ running: true, start: null }), STALE_MS)).toBe(false);
  });

  it('judges a holder on another host, or an unreadable lock, by the time since its last refresh', () => {
    const running = { running: true, start: 'boot-a:1000' };
    const notRunning = { running: false, start: null };
    expect(lockHolderGone(found({ host: 'there' }), observer(notRunning, 100_000 + STALE_MS), STALE_MS)).toBe(false);
    expect(lockHolderGone(found({ host: 'there' }), observer(running, 100_001 + STALE_MS), STALE_MS)).toBe(true);
    expect(lockHolderGone(found(null), observer(notRunning, 100_000 + STALE_MS), STALE_MS)).toBe(false);
    expect(lockHolderGone(found(null), observer(running, 100_001 + STALE_MS), STALE_MS)).toBe(true);
  });
});

describe('reading a lock record', () => {
  it('reads what a holder wrote, and nothing else', () => {
    expect(parseLockHolder(JSON.stringify(holder))).toEqual(holder);
    expect(parseLockHolder(JSON.stringify({ ...holder, start: null }))).toEqual({ ...holder, start: null });
    expect(parseLockHolder('')).toBeNull();
    expect(parseLockHolder('{"pid":"12"}')).toBeNull();
    expect(parseLockHolder(JSON.stringify({ ...holder, pid: 0 }))).toBeNull();
  });
});
