// On demand: `npm run build && npm run bench:rebuild` (BENCH_EVENTS, default 1,000,000).
// Writes realistic learner histories into a fresh embedded data directory, then boots the product on
// it twice: first with no snapshot (every read model, the search index and the workflows' state are
// rebuilt from the first event), then from the snapshot the first run left at its clean stop. Reports
// events per second of the full rebuild, the time from start to healthy (read models caught up with
// the feed) each way, and the peak resident memory of this process.
import { loadRuntimeConfig } from '@khru/platform';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bootstrap } from '../../backend/dist/bootstrap.js';
import { EVENT_STORE, PROJECTION_RUNNER } from '../../backend/dist/kernel/infrastructure/tokens.js';
import { generateEvents } from './generate-events.mjs';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const seedDir = join(dirname(fileURLToPath(import.meta.url)), '../../infra/seed');

let peakRss = 0;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);
const mb = (bytes) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** Boots on `dataDir` and answers the seconds until the read models reach the feed's head, then stops cleanly. */
async function bootToHealthy(dataDir) {
  peakRss = process.memoryUsage().rss;
  const started = performance.now();
  // The demo seed is left out: a data directory with a million events has had its catalogue for long.
  const app = await bootstrap(loadRuntimeConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED: 'false' }), { logs: false });
  const head = await app.get(EVENT_STORE).headPosition();
  const runner = app.get(PROJECTION_RUNNER);
  while (!(await runner.waitFor(head, 60_000)));
  const seconds = (performance.now() - started) / 1000;
  const peak = peakRss;
  await app.close();
  return { seconds, peak };
}

const dataDir = mkdtempSync(join(tmpdir(), 'khru-bench-rebuild-'));
try {
  const t = performance.now();
  const written = await generateEvents(dataDir, EVENTS, seedDir);
  console.log(`Wrote ${written.toLocaleString('en')} events in ${((performance.now() - t) / 1000).toFixed(1)} s.`);
  const full = await bootToHealthy(dataDir);
  const snapshot = await bootToHealthy(dataDir);
  console.table({
    'full rebuild (no snapshot)': {
      events: written,
      'start to healthy s': full.seconds.toFixed(1),
      'events per second': Math.round(written / full.seconds),
      'peak RSS': mb(full.peak),
    },
    'from the snapshot': { events: written, 'start to healthy s': snapshot.seconds.toFixed(1), 'events per second': '', 'peak RSS': mb(snapshot.peak) },
  });
} finally {
  clearInterval(sampler);
  rmSync(dataDir, { recursive: true, force: true });
}
