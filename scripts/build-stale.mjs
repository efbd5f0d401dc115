// `npm start`'s build: what `npm run build` does, skipping each step whose output is newer than
// every file it is built from, so a restart does not wait for builds that would change nothing.
// `tsc -b` keeps its own record of what changed, so it always runs.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isStale } from './stale-output.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SHARED = ['package-lock.json', 'contracts/src', 'contracts/package.json'];

const steps = [
  {
    name: 'the API response schemas',
    output: 'backend/dist/openapi/response-schemas.json',
    inputs: [...SHARED, 'platform/src', 'backend/src', 'backend/scripts/generate-response-schemas.mjs'],
    command: ['node', 'backend/scripts/generate-response-schemas.mjs'],
  },
  ...['learner-app', 'admin-app'].map((app) => ({
    name: `the ${app.replace('-', ' ')}`,
    output: `${app}/dist/index.html`,
    inputs: [...SHARED, `${app}/src`, `${app}/public`, `${app}/index.html`, `${app}/vite.config.ts`, `${app}/package.json`, `${app}/tsconfig.json`],
    command: ['npm', 'run', 'build', '-w', app],
  })),
];

function run([command, ...args]) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run(['npx', 'tsc', '-b', 'backend']);
for (const step of steps) {
  if (isStale(root, step)) run(step.command);
  else console.log(`${step.name}: up to date, not rebuilt`);
}
