// `npm run test:production`: brings the production profile (docker-compose.yml) up in a project of its own, runs
// the contract suites against its KurrentDB, MongoDB, Kafka, S3 and Redis (the `contract-tests` service, with
// their URLs set), and takes it all down again, volumes too. Where Docker is missing it says so and fails:
// nothing here can stand in for those servers. docs/runbooks/production-profile.md describes it.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { freePort } from './free-port.mjs';

const PROJECT = 'khru-production-test';

/** Says why the profile cannot be started here, and fails: nothing here can stand in for those servers. */
function cannotRun(why) {
  console.error(
    `test:production cannot run here: ${why}.\n` +
      'It starts the production profile (KurrentDB, MongoDB, Kafka, S3, Redis, the API) with Docker Compose v2 and runs\n' +
      'the contract suites against it. Run it where Docker is installed; see docs/runbooks/production-profile.md.',
  );
  process.exit(1);
}

const ask = (...args) => spawnSync('docker', args, { encoding: 'utf8' });
const version = ask('compose', 'version');
if (version.error) cannotRun('the docker command was not found on this machine');
if (version.status !== 0) cannotRun(`Docker Compose v2 is missing ("docker compose version" answered: ${version.stderr.trim().split('\n')[0]})`);
const daemon = ask('info', '--format', '{{.ServerVersion}}');
if (daemon.status !== 0) cannotRun(`the Docker daemon does not answer ("docker info" answered: ${daemon.stderr.trim().split('\n')[0]})`);

// Throwaway secrets: the project and its volumes exist only for this run.
const secret = () => randomBytes(18).toString('hex');
const env = {
  ...process.env,
  JWT_SECRET: secret() + secret(),
  KURRENTDB_PASSWORD: secret(),
  MONGODB_PASSWORD: secret(),
  S3_SECRET_ACCESS_KEY: secret(),
  // A free port for nginx, so a running deployment's 8080 is left alone.
  HTTP_PORT: String(await freePort()),
};
const compose = (...args) => spawnSync('docker', ['compose', '--project-name', PROJECT, ...args], { stdio: 'inherit', env }).status ?? 1;

let status = 1;
try {
  status = compose('up', '--build', '--detach', '--wait', '--wait-timeout', '600', 'nginx', 'projections', 'relay');
  if (status !== 0) console.error('test:production: the production profile did not become healthy');
  else status = compose('--profile', 'test', 'run', '--build', '--rm', 'contract-tests');
  if (status !== 0) compose('logs', '--tail', '80');
} finally {
  compose('--profile', 'test', 'down', '--volumes', '--remove-orphans');
}
console.log(status === 0 ? 'test:production: the contract suites passed against the production profile' : 'test:production: failed');
process.exit(status);
