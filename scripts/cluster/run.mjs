// `npm run cluster [-- --replicas N] [-- --port P]`: N API replicas (3 by default) behind nginx, on a fresh database
// of the PostgreSQL server (DATABASE_URL, by default postgres://postgres@127.0.0.1:5432/postgres), sharing Redis
// (REDIS_URL, by default redis://127.0.0.1:6379). Ctrl-C stops it and drops the database.
import { parseArgs } from 'node:util';
import { startCluster } from './cluster.mjs';
import { nginxBinary } from './nginx.mjs';

const { values } = parseArgs({ options: { replicas: { type: 'string', default: '3' }, port: { type: 'string', default: '8080' } } });
const replicas = Number(values.replicas);
const port = Number(values.port);
if (!Number.isInteger(replicas) || replicas < 1 || replicas > 16) {
  console.error('--replicas must be a whole number from 1 to 16');
  process.exit(2);
}
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error('--port must be a port number');
  process.exit(2);
}
if (!nginxBinary()) {
  console.error('nginx is not installed: apt-get install nginx-light (Debian), then run this again.');
  process.exit(2);
}

console.log(`Starting ${replicas} replica${replicas === 1 ? '' : 's'} behind nginx (the first one seeds the demo data)…`);
let cluster;
try {
  cluster = await startCluster({ replicas, port });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
console.log(
  [
    '',
    'Khru is running as a cluster.',
    `  Learner app   ${cluster.url}/`,
    `  Admin app     ${cluster.url}/admin/`,
    `  API           ${cluster.url}/api   (round robin over ${cluster.replicas.map((r) => r.port).join(', ')})`,
    `  Database      ${cluster.databaseUrl}`,
    `  Shared folder ${cluster.dataDir}`,
    `  Logs          ${cluster.runDir}`,
    '',
    'Log in with the demo accounts the README lists. Press Ctrl-C to stop (the database is dropped).',
    '',
  ].join('\n'),
);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  console.log('Stopping…');
  await cluster.stop();
  process.exit(0);
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void stop());
