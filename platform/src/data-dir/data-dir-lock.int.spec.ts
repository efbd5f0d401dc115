import { describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.js';

describe('data directory lock', () => {
  it('refuses a second holder at once, and lets it in after release', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'khru-lock-'));
    try {
      const first = await lockDataDir(dir, () => undefined);
      await expect(lockDataDir(dir, () => undefined)).rejects.toBeInstanceOf(DataDirLockedError);
      await first.release();
      const second = await lockDataDir(dir, () => undefined);
      await second.release();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
