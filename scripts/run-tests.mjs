// `npm test`: builds what the tests need, runs every suite (jest over the Node workspaces, including
// the browser tests; vitest in both apps) and ends with one line: "N passed, N failed, N skipped".
// One tier alone: `npm run test:unit` (deciders, workflows, projections and other units, and both apps'
// vitest; no build, the packages are read from source), `npm run test:api` (integration and API suites,
// the cluster's too) or `npm run test:browser` (Chromium journeys).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const TIERS = {
  all: { build: true, jest: null, apps: true },
  unit: { build: false, jest: '\\.unit\\.spec\\.ts$', apps: true },
  api: { build: true, jest: '\\.(int|e2e)\\.spec\\.ts$', apps: false },
  browser: { build: true, jest: '\\.browser\\.spec\\.ts$', apps: false },
};
const tierName = process.argv[2] ?? 'all';
const tier = TIERS[tierName];
if (!tier) {
  console.error(`Unknown test tier "${tierName}": one of ${Object.keys(TIERS).join(', ')}`);
  process.exit(2);
}
const results = join(root, '.test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

// A young generation larger than V8's default 16 MB: React and jsdom make short-lived objects by the million, and the
// collector's passes through them took a fifth of the apps' suites.
const nodeOptions = [process.env.NODE_OPTIONS, '--max-semi-space-size=64'].filter(Boolean).join(' ');
const env = { ...process.env, KHRU_TEST_TIER: tierName, NODE_OPTIONS: nodeOptions };
const run = (command, args, cwd = root) => spawnSync(command, args, { cwd, stdio: 'inherit', env }).status ?? 1;

if (tier.build && process.env.SKIP_BUILD !== '1' && run('npm', ['run', 'build']) !== 0) {
  console.log('0 passed, 1 failed');
  process.exit(1);
}

const totals = { passed: 0, failed: 0, skipped: 0 };
const read = (name, file, status) => {
  if (!existsSync(file)) {
    console.error(`${name}: produced no results (exit ${status})`);
    totals.failed += 1;
    return;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  // A suite that failed to load has no failed test of its own: count it.
  const broken = (report.testResults ?? []).filter((s) => s.status === 'failed' && (s.assertionResults ?? []).every((a) => a.status !== 'failed')).length;
  totals.failed += broken;
  if (status !== 0 && report.numFailedTests === 0 && broken === 0) totals.failed += 1;
};

/** Runs a command with its output held back, then prints it in one piece (two runs at once would interleave). */
const runQuietly = (command, args, cwd) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) => {
      process.stdout.write(Buffer.concat(output));
      resolve(code ?? 1);
    });
  });

const jestFile = join(results, 'jest.json');
const jestArgs = [
  '--experimental-vm-modules',
  '--no-warnings=ExperimentalWarning',
  'node_modules/jest/bin/jest.js',
  '--json',
  `--outputFile=${jestFile}`,
  ...(tier.jest ? ['--testPathPatterns', tier.jest] : []),
];
// Both apps' vitest run at once (the admin app's with two workers, its suite being the longer).
const apps = tier.apps ? ['learner-app', 'admin-app'] : [];
const runApps = () =>
  Promise.all(
    apps.map((app) =>
      runQuietly(
        join(root, 'node_modules/.bin/vitest'),
        ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${join(results, `${app}.json`)}`],
        join(root, app),
      ),
    ),
  );

let jestStatus;
let statuses;
if (tier.build) {
  // The API and browser suites wait on servers and Chromium with every core busy: the apps' suites come after them.
  jestStatus = run(process.execPath, jestArgs);
  statuses = await runApps();
} else {
  // Units only compute: jest and the apps' vitest keep both cores busy together, with no tail of one idle worker.
  [jestStatus, statuses] = await Promise.all([runQuietly(process.execPath, jestArgs, root), runApps()]);
}
read('jest', jestFile, jestStatus);
apps.forEach((app, i) => read(app, join(results, `${app}.json`), statuses[i]));

console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
// Not process.exit(): writes to a pipe are asynchronous, and exiting at once could drop this line and the apps' output.
process.exitCode = totals.failed > 0 ? 1 : 0;
