// On demand: `npm run build && npm run bench:rebuild` (BENCH_EVENTS, default 1,000,000).
// Writes realistic learner histories into a fresh embedded data directory, then boots the product on
// it twice: first with no snapshot (every read model, the search index and the workflows' state are
// rebuilt from the first event), then from the snapshot the first run left at its clean stop. Reports
// events per second of the full rebuild, the time from start to healthy (read models caught up with
// the feed) each way, and the peak resident memory of this process.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bootToHealthy, mb } from '../support/boot-to-healthy.mjs';
import { generateEvents } from './generate-events.mjs';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const seedDir = join(dirname(fileURLToPath(import.meta.url)), '../../infra/seed');

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
  rmSync(dataDir, { recursive: true, force: true });
}
