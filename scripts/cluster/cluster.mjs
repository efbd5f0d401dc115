// A cluster on this machine: N API replicas (backend/dist/main.js) on one PostgreSQL database, sharing Redis and one
// data folder (stored files, snapshots, kept secrets, kept mail), behind nginx. `npm run cluster` starts one for
// people; the cluster suite (backend/test/cluster) and bench/cluster start theirs with startCluster().
import { createTestDatabase } from '@khru/platform/testing';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../free-port.mjs';
import { startNginx } from './nginx.mjs';

export { freePort };

const root = new URL('../..', import.meta.url).pathname;
export const serverMain = join(root, 'backend/dist/main.js');

/** How long a replica may take to fold the feed and answer its health check (a first one also seeds). */
const START_LIMIT_MS = 180_000;

/**
 * The environment that moves a replica's clock by `offset` ('+31m'): libfaketime preloaded into the replica itself
 * (`$LIB` is the dynamic linker's, as the faketime command writes it). Under the faketime command the replica would be
 * that command's child, and stopping the command would leave the replica running and its shared memory in /dev/shm.
 */
export const clockMovedBy = (offset) => ({ LD_PRELOAD: '/usr/$LIB/faketime/libfaketime.so.1', FAKETIME: offset });

async function waitForHealth(url, exited, limitMs) {
  const deadline = Date.now() + limitMs;
  let done = false;
  void exited.then(() => (done = true));
  while (Date.now() < deadline) {
    if (done) return false;
    const status = await fetch(`${url}/api/health`).then(
      async (response) => (response.ok ? (await response.json()).status : null),
      () => null,
    );
    if (status === 'ok') return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

/** One API process on `port` with `env`, its output appended to `log`; started by `start()`. */
export function makeReplica(index, port, env, log) {
  const replica = {
    index,
    port,
    url: `http://127.0.0.1:${port}`,
    child: null,
    exited: Promise.resolve(),
    log,
    /**
     * Starts (or starts again) this replica and resolves once it is caught up with the feed, within `limitMs`.
     * `extraEnv` adds to its environment for this run (`clockMovedBy('+31m')`).
     */
    async start(extraEnv = {}, limitMs = START_LIMIT_MS) {
      const out = createWriteStream(log, { flags: 'a' });
      const child = spawn(process.execPath, ['--enable-source-maps', serverMain], {
        cwd: root,
        env: { ...env, ...extraEnv, PORT: String(port) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout.pipe(out);
      child.stderr.pipe(out);
      replica.child = child;
      replica.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
      if (!(await waitForHealth(replica.url, replica.exited, limitMs))) {
        child.kill('SIGKILL');
        throw new Error(`replica ${index + 1} did not start: see ${log}`);
      }
    },
    /** Sends `signal` and waits for the process to end (a clean stop still running after `graceMs` is killed). */
    async kill(signal = 'SIGKILL', graceMs = 20_000) {
      const child = replica.child;
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      const late = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await replica.exited;
      clearTimeout(late);
    },
  };
  return replica;
}

/**
 * Starts the cluster. `databaseUrl` and `dataDir` name a database and folder to use (a seeded copy, say); otherwise
 * a fresh database is made on `serverUrl` (dropped at stop) and a fresh folder in the temporary folder. The first
 * replica starts alone (it seeds the demo data), then the others.
 */
export async function startCluster(options = {}) {
  const replicaCount = options.replicas ?? 3;
  const serverUrl = options.serverUrl ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const redisUrl = options.redisUrl ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const runDir = mkdtempSync(join(options.runDirIn ?? tmpdir(), 'khru-cluster-'));
  const dataDir = options.dataDir ?? join(runDir, 'data');
  mkdirSync(dataDir, { recursive: true });
  const database = options.databaseUrl ? null : await createTestDatabase(serverUrl, { prefix: 'khru_cluster' });
  const databaseUrl = options.databaseUrl ?? database.url;
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const ports = [];
  for (let i = 0; i < replicaCount; i++) ports.push(await freePort());
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    // Several clusters (test runs) may share one Redis server.
    REDIS_KEY_PREFIX: `khru:${randomBytes(4).toString('hex')}:`,
    DATA_DIR: dataDir,
    PUBLIC_URL: url,
    TRUST_PROXY: 'loopback',
    LOG_LEVEL: 'warn',
    ...options.env,
  };

  const replicas = ports.map((replicaPort, index) => makeReplica(index, replicaPort, env, join(runDir, `replica-${index + 1}.log`)));

  let nginx = null;
  const stop = async () => {
    await nginx?.stop();
    await Promise.all(replicas.map((replica) => replica.kill('SIGTERM')));
    await database?.drop().catch(() => undefined);
  };
  try {
    await replicas[0].start();
    await Promise.all(replicas.slice(1).map((replica) => replica.start()));
    nginx = await startNginx(runDir, port, ports);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, runDir, dataDir, databaseUrl, env, redisKeyPrefix: env.REDIS_KEY_PREFIX, replicas, accessLog: nginx.accessLog, stop };
}
