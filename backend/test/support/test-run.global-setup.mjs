// Jest globalSetup of the backend project: a scratch folder for the whole test run, shared by every test
// worker through KHRU_TEST_RUN_DIR (./seeded-data-template.ts keeps its seeded templates there), removed by
// ./test-run.global-teardown.mjs. It is in memory (/dev/shm) when there is room: the suites copy, write and
// remove thousands of small files (each app's embedded event store), which takes seconds per app on a disk.
// Every temporary folder of the run is made inside it (TMPDIR), so a suite that stops early leaves nothing behind.
import { mkdirSync, mkdtempSync, statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const MEMORY = '/dev/shm';
const ROOM_NEEDED = 4 * 1024 ** 3;

function roomIn(folder) {
  try {
    const { bavail, bsize } = statfsSync(folder);
    return bavail * bsize;
  } catch {
    return 0;
  }
}

export default function createTestRunFolder() {
  const base = roomIn(MEMORY) >= ROOM_NEEDED ? MEMORY : tmpdir();
  const runDir = mkdtempSync(join(base, 'khru-test-run-'));
  mkdirSync(join(runDir, 'tmp'));
  process.env.KHRU_TEST_RUN_DIR = runDir;
  process.env.TMPDIR = join(runDir, 'tmp');
}
