import { loadRuntimeConfig, openInfrastructure } from '@khru/platform';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Gives a new embedded data directory the empty event store a first start would create (PGlite's initdb in WASM,
 * then the event store's tables: about two seconds each time), copied from one made once per test run in the run's
 * scratch folder (KHRU_TEST_RUN_DIR, see jest.config.js). Without that folder, or when the directory already
 * has an event store, the app creates or opens its own as usual.
 */
export async function copyEmptyEventStore(dataDir: string): Promise<void> {
  const runDir = process.env.KHRU_TEST_RUN_DIR;
  const target = join(dataDir, 'eventstore');
  if (!runDir || existsSync(target)) return;
  const template = join(runDir, 'empty-eventstore');
  if (!existsSync(template)) await makeTemplate(runDir, template);
  await cp(template, target, { recursive: true });
}

/** Opens and closes the stores on a scratch data directory, then moves its event store into place (atomically: test workers may race). */
async function makeTemplate(runDir: string, template: string): Promise<void> {
  const scratch = await mkdtemp(join(runDir, 'making-'));
  try {
    const config = loadRuntimeConfig({ DATA_DIR: scratch, SEED: 'false', LOG_LEVEL: 'silent' });
    const infrastructure = await openInfrastructure(config, () => undefined);
    await infrastructure.close();
    await rename(join(scratch, 'eventstore'), template).catch((error: unknown) => {
      if (!existsSync(template)) throw error;
    });
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
