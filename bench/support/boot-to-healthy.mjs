import { loadRuntimeConfig } from '@khru/platform';
import { EVENT_STORE, PROJECTION_RUNNER, bootstrap } from '@khru/backend/harness';

export const mb = (bytes) => `${Math.round(bytes / 1024 / 1024)} MB`;

/**
 * Boots on `dataDir` without the demo seed (a data directory with a million events has had its catalogue
 * for long) and answers the seconds until the read models reach the feed's head and the peak resident
 * memory of this process meanwhile, then stops cleanly (leaving a snapshot).
 */
export async function bootToHealthy(dataDir) {
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  try {
    const started = performance.now();
    const app = await bootstrap(loadRuntimeConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED: 'false' }), { logs: false });
    const head = await app.get(EVENT_STORE).headPosition();
    const runner = app.get(PROJECTION_RUNNER);
    while (!(await runner.waitFor(head, 60_000)));
    const seconds = (performance.now() - started) / 1000;
    await app.close();
    return { seconds, peak };
  } finally {
    clearInterval(sampler);
  }
}
