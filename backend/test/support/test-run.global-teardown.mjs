// Jest globalTeardown of the backend project: drops the run's template databases and removes its scratch
// folder (./test-run.global-setup.mjs, ./seeded-data-template.ts).
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

export default async function removeTestRunFolder() {
  const runDir = process.env.KHRU_TEST_RUN_DIR;
  if (!runDir) return;
  for (const entry of readdirSync(runDir)) {
    const database = join(runDir, entry, 'database');
    if (!process.env.DATABASE_URL || !existsSync(database)) continue;
    // Imported only here: `npm run test:unit` seeds no template and runs before any build, so the package has no dist yet.
    const { dropTestDatabase } = await import('@khru/platform/testing');
    await dropTestDatabase(process.env.DATABASE_URL, readFileSync(database, 'utf8'));
  }
  rmSync(runDir, { recursive: true, force: true });
}
