import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.js';
import type { LockHolder } from './lock-holder.js';
import { probeProcess } from './process-probe.js';

const ignore = (): void => undefined;
const onLinux = process.platform === 'linux' ? it : it.skip;

describe('data directory lock', () => {
  let dir: string;
  let child: ChildProcess | undefined;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'khru-lock-'));
  });
  afterEach(async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await once(child, 'exit');
    }
    child = undefined;
    rmSync(dir, { recursive: true, force: true });
  });

  /** A process that stays alive until killed, as a Khru server holding the lock would. */
  const spawnHolder = (): ChildProcess & { pid: number } => {
    child = spawn(process.execPath, ['-e', 'setInterval(() => undefined, 1000)'], { stdio: 'ignore' });
    return child as ChildProcess & { pid: number };
  };
  const writeLock = (holder: Partial<LockHolder> & { pid: number }): void => {
    const record: LockHolder = {
      start: probeProcess(holder.pid).start,
      host: hostname(),
      token: 'left-behind',
      ...holder,
    };
    writeFileSync(join(dir, 'khru.lock'), JSON.stringify(record));
  };
  const ageLock = (): void => {
    const longAgo = new Date(Date.now() - 60_000);
    utimesSync(join(dir, 'khru.lock'), longAgo, longAgo);
  };
  const refusal = (run: Promise<unknown>): Promise<DataDirLockedError> =>
    run.then(
      () => {
        throw new Error('the lock was granted');
      },
      (error: unknown) => {
        expect(error).toBeInstanceOf(DataDirLockedError);
        return error as DataDirLockedError;
      },
    );

  it('refuses a second holder at once, naming its pid, and lets it in after release', async () => {
    const first = await lockDataDir(dir, ignore);
    const refused = await refusal(lockDataDir(dir, ignore));
    expect(refused.holderPid).toBe(process.pid);
    expect(refused.message).toContain(`pid ${process.pid}, still running`);
    await first.release();
    expect(existsSync(join(dir, 'khru.lock'))).toBe(false);
    const second = await lockDataDir(dir, ignore);
    await second.release();
  });

  it('refuses a lock held by another live process, naming its pid', async () => {
    const holder = spawnHolder();
    writeLock({ pid: holder.pid });
    const refused = await refusal(lockDataDir(dir, ignore));
    expect(refused.holderPid).toBe(holder.pid);
    expect(refused.message).toContain(`is in use by another Khru process (pid ${holder.pid}, still running)`);
  });

  it('takes over at once the lock of a process that no longer exists', async () => {
    const holder = spawnHolder();
    writeLock({ pid: holder.pid });
    holder.kill('SIGKILL');
    await once(holder, 'exit');
    const lock = await lockDataDir(dir, ignore);
    await lock.release();
  });

  onLinux('takes over a lock whose pid now belongs to a process that started later (a recycled pid)', async () => {
    const other = spawnHolder();
    writeLock({ pid: other.pid, start: 'an-earlier-boot:1' });
    const lock = await lockDataDir(dir, ignore);
    await lock.release();
  });

  it('takes over the lock of another host only once it has not been refreshed for the stale time', async () => {
    writeLock({ pid: 1, start: null, host: 'elsewhere.example' });
    const refused = await refusal(lockDataDir(dir, ignore));
    expect(refused.message).toContain('pid 1 on host elsewhere.example');
    ageLock();
    const lock = await lockDataDir(dir, ignore);
    await lock.release();
  });

  it('treats the lock directory of an older version by its age', async () => {
    mkdirSync(join(dir, 'khru.lock'));
    const refused = await refusal(lockDataDir(dir, ignore));
    expect(refused.holderPid).toBeNull();
    ageLock();
    const lock = await lockDataDir(dir, ignore);
    await lock.release();
  });

  it('tells the holder when its lock file is taken away', async () => {
    let compromised: (error: Error) => void = ignore;
    const told = new Promise<Error>((resolve) => {
      compromised = resolve;
    });
    const lock = await lockDataDir(dir, (error) => compromised(error), 40);
    rmSync(join(dir, 'khru.lock'));
    expect((await told).message).toContain('was removed or taken over');
    await lock.release();
  });
});
