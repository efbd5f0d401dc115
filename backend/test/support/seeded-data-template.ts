import { loadRuntimeConfig } from '@khru/platform';
import { createTestDatabase, type TestDatabase } from '@khru/platform/testing';
import { createHash } from 'node:crypto';
import { cpSync, existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { bootstrap } from '../../src/bootstrap.js';
import { testAppSettings } from './test-app-settings.js';

export type StoreProfile = 'pglite' | 'postgres';

interface Template {
  /** A data directory as a clean stop left it: event store (on PGlite), stored files, snapshots. */
  dataDir: string;
  /** On the PostgreSQL server, the database holding its events. */
  database: string | null;
}

const templates = new Map<string, Promise<Template>>();

/**
 * Fills a test app's new data directory (and its database on the PostgreSQL server) with what its first start
 * would leave: the demo data seeded, the files it stored and the snapshots of a clean stop. Seeding is most of a
 * first start (seconds, and twice that with the demo organisation's history), so each profile and settings is
 * seeded once per test run, in the run's scratch folder (KHRU_TEST_RUN_DIR, see ./test-run.global-setup.mjs),
 * and every app starts as a restart of a copy. Without that folder the app seeds itself, as in production.
 */
export async function fillFromSeededTemplate(profile: StoreProfile, env: Record<string, string>, dataDir: string): Promise<TestDatabase | null> {
  const runDir = process.env.KHRU_TEST_RUN_DIR;
  if (!runDir) return profile === 'postgres' ? createTestDatabase(serverUrl()) : null;
  // Settings as the app reads them, less what differs between copies: `{}` and `{ SEED_HISTORY: 'false' }` share one.
  const settings = testAppSettings('', 0, profile === 'postgres' ? 'server' : null, env);
  const key = createHash('sha256')
    .update(JSON.stringify(Object.entries(settings).sort()))
    .digest('hex')
    .slice(0, 16);
  if (!templates.has(key)) templates.set(key, seededTemplate(runDir, key, profile, env));
  const template = await templates.get(key)!;
  // Synchronous: fs.promises.cp takes ten times as long for the event store's thousands of small files.
  cpSync(template.dataDir, dataDir, { recursive: true });
  return template.database ? createTestDatabase(serverUrl(), { template: template.database }) : null;
}

function serverUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('The postgres profile needs DATABASE_URL');
  return url;
}

/** The run's template for these settings: made by the first test worker to ask, which the others wait for. */
async function seededTemplate(runDir: string, key: string, profile: StoreProfile, env: Record<string, string>): Promise<Template> {
  const folder = join(runDir, `seeded-${key}`);
  const making = `${folder}.making`;
  while (!existsSync(folder)) {
    const mine = await mkdir(making).then(
      () => true,
      () => false,
    );
    if (!mine) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      continue;
    }
    try {
      if (!existsSync(folder)) await makeTemplate(runDir, folder, profile, env);
    } finally {
      await rm(making, { recursive: true, force: true });
    }
  }
  const database = join(folder, 'database');
  return { dataDir: join(folder, 'data'), database: existsSync(database) ? await readFile(database, 'utf8') : null };
}

/** Starts and stops an app on a scratch folder, then moves it into place. */
async function makeTemplate(runDir: string, folder: string, profile: StoreProfile, env: Record<string, string>): Promise<void> {
  const scratch = await mkdtemp(join(runDir, 'making-'));
  const database = profile === 'postgres' ? await createTestDatabase(serverUrl()) : null;
  try {
    if (database) await writeFile(join(scratch, 'database'), database.name);
    // Port 9 (discard): the template never listens, and every copy is given its own address.
    const app = await bootstrap(loadRuntimeConfig(testAppSettings(join(scratch, 'data'), 9, database?.url ?? null, env)), {
      logs: false,
      onLockCompromised: () => undefined,
    });
    await app.close();
    await rename(scratch, folder);
  } catch (error) {
    await database?.drop();
    await rm(scratch, { recursive: true, force: true });
    throw error;
  }
}
