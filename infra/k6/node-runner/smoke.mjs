#!/usr/bin/env node
// `npm run k6:smoke`: every scenario through the Node runner, THINK_SECONDS=0. The scenarios write:
// accounts and orders, enrolments on the demo organisation's unlimited cost centre, final-test
// attempts for its people. So without BASE_URL the run gets its own server, the embedded default
// with the demo seed in a scratch data directory that is deleted afterwards, and the demo data of
// `npm start` stays as it was. With BASE_URL it runs against that server, and says what it will change.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const SCRIPTS = ['browse.js', 'search-suggest.js', 'checkout.js', 'enrol-by-credit.js', 'progress-soak.js', 'test-start-spike.js', 'report-monday.js'];

/** Runs the runner in a child process: it blocks its thread on every request, and the server may live in this one. */
const runScripts = (baseUrl) =>
  new Promise((resolve) => {
    const args = [
      join(here, 'run.mjs'),
      '-e',
      `BASE_URL=${baseUrl}`,
      '-e',
      'THINK_SECONDS=0',
      ...process.argv.slice(2),
      ...SCRIPTS.map((s) => join(here, '..', s)),
    ];
    spawn(process.execPath, args, { stdio: 'inherit' }).once('close', (code) => resolve(code ?? 1));
  });

if (process.env.BASE_URL) {
  console.warn(
    [
      `!! k6 smoke against ${process.env.BASE_URL}: it CHANGES that server's data.`,
      "!! It signs up accounts and pays orders, enrols the demo organisation's people on its unlimited cost centre,",
      '!! and starts final tests for them. Unset BASE_URL to run against a scratch server instead.',
    ].join('\n'),
  );
  process.exitCode = await runScripts(process.env.BASE_URL);
} else {
  const { loadRuntimeConfig } = await import('@khru/platform');
  const { bootstrap } = await import('@khru/backend/harness');
  const { freePort } = await import('../../../scripts/free-port.mjs');
  const dataDir = mkdtempSync(join(tmpdir(), 'khru-k6-smoke-'));
  const port = await freePort();
  // The sandbox pay page sends the learner back to the public address, so it must be this server's.
  const base = `http://127.0.0.1:${port}`;
  const config = loadRuntimeConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '10000000', PUBLIC_URL: base });
  const app = await bootstrap(config, { logs: false });
  await app.listen(port, '127.0.0.1');
  console.log(`k6 smoke against a scratch server at ${base} (demo seed in ${dataDir}, deleted afterwards)`);
  try {
    process.exitCode = await runScripts(base);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
