// On demand: `npm run build && npm run bench:catalogue`.
// Boots the embedded default (PGlite, in-memory read models, in-process search) with the demo
// seed on a free port, then drives it with autocannon: /api/health as the baseline, a course-list
// page, and search suggestions in English and Thai, each for BENCH_SECONDS with BENCH_CONNECTIONS.
import { loadRuntimeConfig } from '@khru/platform';
import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bootstrap } from '@khru/backend/harness';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

const dataDir = mkdtempSync(join(tmpdir(), 'khru-bench-catalogue-'));
const config = loadRuntimeConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '10000000' });
const app = await bootstrap(config, { logs: false });
await app.listen(0, '127.0.0.1');
const base = (await app.getUrl()).replace('[::1]', '127.0.0.1');

// The search index is rebuilt from the feed at start: wait until it holds the seeded catalogue.
for (let tries = 0; ; tries += 1) {
  const groups = await (await fetch(`${base}/api/searchapi/suggest/global?search=excel`)).json();
  if (groups.course?.length >= 3) break;
  if (tries > 200) throw new Error('the search index never caught up with the seed');
  await new Promise((resolve) => setTimeout(resolve, 50));
}

const SUGGEST_TEXTS = ['excel', 'การตลาด', 'pyton', 'อังกฤ', 'leadership', 'ข้อมูล', 'negotiation skills', 'PDPA'];
const scenarios = {
  'GET /api/health (baseline)': { requests: [{ method: 'GET', path: '/api/health' }] },
  'POST course list-by-post (16, with total)': {
    requests: [
      {
        method: 'POST',
        path: '/api/coursesapi/course/list-by-post',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ loadOptions: { skip: 16, take: 16, requireTotalCount: true, filter: ['categoryId', '<>', 'design'] } }),
      },
    ],
  },
  'GET searchapi/suggest/global (en and th, rotating)': {
    requests: SUGGEST_TEXTS.map((text) => ({ method: 'GET', path: `/api/searchapi/suggest/global?search=${encodeURIComponent(text)}` })),
  },
};

const rows = {};
let baseline = 0;
for (const [name, { requests }] of Object.entries(scenarios)) {
  const result = await autocannon({ url: base, connections: CONNECTIONS, duration: SECONDS, requests });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  const rate = result.requests.average;
  baseline ||= rate;
  rows[name] = {
    'req/s': Math.round(rate),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'vs health': `${((rate / baseline) * 100).toFixed(0)}%`,
  };
}

console.log(`Catalogue over HTTP, embedded default with the demo seed, ${CONNECTIONS} connections, ${SECONDS} s each (autocannon):`);
console.table(rows);
await app.close();
rmSync(dataDir, { recursive: true, force: true });
