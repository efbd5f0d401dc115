// On demand: `npm run build && npm run bench:edge`.
// In one run, on this machine: a bare node:http server answering a 1 KB JSON body (bare-server.mjs), and
// Khru as `npm start` runs it (backend/dist/main.js: the embedded default with the demo seed, request logs
// on, written to /dev/null), each in its own process, driven by autocannon from this one. Every Khru row is
// measured right after a bare row, and the ratio of the two is the figure (goals: >= 0.4 for the first three
// rows, >= 0.25 for the course list). Khru's requests carry a browser's Accept-Encoding.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '../..');
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd', accept: '*/*' };

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** Starts the bare server; it prints its address on its first line. */
async function startBare() {
  const child = spawn(process.execPath, [join(here, 'bare-server.mjs')], { stdio: ['ignore', 'pipe', 'inherit'] });
  const line = await new Promise((resolve, reject) => {
    child.stdout.once('data', (chunk) => resolve(String(chunk)));
    child.once('exit', (code) => reject(new Error(`the bare server stopped (${code})`)));
  });
  return { child, ...JSON.parse(line) };
}

/** Starts Khru from its build, as `npm start` does, and waits until the seeded catalogue answers. */
async function startKhru() {
  const dataDir = mkdtempSync(join(tmpdir(), 'khru-bench-edge-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = { ...process.env, DATA_DIR: dataDir, PORT: String(port), PUBLIC_URL: url, LOG_LEVEL: 'info', RATE_LIMIT_PER_MINUTE: '10000000' };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--enable-source-maps', join(root, 'backend/dist/main.js')], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  let exited = false;
  child.once('exit', () => (exited = true));
  for (let tries = 0; ; tries += 1) {
    if (exited) throw new Error('Khru stopped while starting');
    if (tries > 1200) throw new Error('Khru did not start within two minutes');
    try {
      const list = await fetch(`${url}/api/coursesapi/course/list-by-post`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ loadOptions: { take: 16 } }),
      });
      if (list.ok && (await list.json()).data?.length > 0) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, url, dataDir };
}

async function drive(url, requests, seconds) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, requests });
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts`);
  return result;
}

const bare = await startBare();
const khru = await startKhru();
try {
  const index = await (await fetch(`${khru.url}/`)).text();
  const stylesheet = /<link rel="stylesheet"[^>]*href="([^"]+)"/.exec(index)?.[1];
  if (!stylesheet) throw new Error('the learner index.html links no stylesheet: build the apps first (npm run build)');
  const listBody = JSON.stringify({ loadOptions: { skip: 16, take: 16, requireTotalCount: true, filter: ['categoryId', '<>', 'design'] } });
  const scenarios = [
    { name: 'GET / (learner index.html)', goal: 0.4, requests: [{ method: 'GET', path: '/', headers: BROWSER }] },
    { name: `GET ${stylesheet} (hashed asset)`, goal: 0.4, requests: [{ method: 'GET', path: stylesheet, headers: BROWSER }] },
    { name: 'GET /api/coursesapi/job-functions', goal: 0.4, requests: [{ method: 'GET', path: '/api/coursesapi/job-functions', headers: BROWSER }] },
    {
      name: 'POST /api/coursesapi/course/list-by-post (16, with total)',
      goal: 0.25,
      requests: [{ method: 'POST', path: '/api/coursesapi/course/list-by-post', headers: { ...BROWSER, 'content-type': 'application/json' }, body: listBody }],
    },
  ];
  const rows = {};
  for (const { name, goal, requests } of scenarios) {
    await drive(bare.url, [{ method: 'GET', path: '/' }], WARMUP_SECONDS);
    await drive(khru.url, requests, WARMUP_SECONDS);
    const yardstick = await drive(bare.url, [{ method: 'GET', path: '/' }], SECONDS);
    const measured = await drive(khru.url, requests, SECONDS);
    const ratio = measured.requests.average / yardstick.requests.average;
    rows[name] = {
      'Khru req/s': Math.round(measured.requests.average),
      'bare req/s': Math.round(yardstick.requests.average),
      'Khru / bare': Number(ratio.toFixed(2)),
      goal: `>= ${goal}`,
      'Khru p50 ms': measured.latency.p50,
      'Khru p99 ms': measured.latency.p99,
      'bytes/answer': Math.round(measured.throughput.total / measured.requests.total),
    };
  }
  console.log(
    `HTTP edge: Khru (embedded default, demo seed, request logs on) against a bare node:http server with a ${bare.bytes}-byte JSON body; ${CONNECTIONS} connections, ${SECONDS} s per row after ${WARMUP_SECONDS} s of warm-up (autocannon, one run):`,
  );
  console.table(rows);
} finally {
  bare.child.kill('SIGTERM');
  khru.child.kill('SIGTERM');
  await new Promise((resolve) => (khru.child.exitCode !== null ? resolve() : khru.child.once('exit', resolve)));
  rmSync(khru.dataDir, { recursive: true, force: true });
}
