// Jest globalTeardown of the backend project: removes the test run's scratch folder (./test-run.global-setup.mjs).
import { rmSync } from 'node:fs';

export default function removeTestRunFolder() {
  if (process.env.KHRU_TEST_RUN_DIR) rmSync(process.env.KHRU_TEST_RUN_DIR, { recursive: true, force: true });
}
