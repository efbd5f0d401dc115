// Jest globalSetup of the backend project: a scratch folder for the whole test run, shared by every test
// worker through KHRU_TEST_RUN_DIR (./event-store-template.ts keeps its empty event store there), removed by
// ./test-run.global-teardown.mjs.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default function createTestRunFolder() {
  process.env.KHRU_TEST_RUN_DIR = mkdtempSync(join(tmpdir(), 'khru-test-run-'));
}
