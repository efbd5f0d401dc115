// On demand: `npm run build && npm run bench:identity`.
// Boots the embedded default (PGlite, in-memory read models) on a free port and times, over HTTP:
// sign-up, login, token refresh, and a profile patch read back with `?after=` (read-your-writes).
import { loadRuntimeConfig } from '@khru/platform';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bootstrap } from '@khru/backend/harness';
import { measure } from '../support/measure.mjs';

const USERS = Number(process.env.BENCH_USERS ?? 40);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);

const dataDir = mkdtempSync(join(tmpdir(), 'khru-bench-identity-'));
const config = loadRuntimeConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '10000000', SEED: 'false' });
const app = await bootstrap(config, { logs: false });
await app.listen(0, '127.0.0.1');
const base = (await app.getUrl()).replace('[::1]', '127.0.0.1');

const call = async (path, body, token, method = 'POST') => {
  const response = await fetch(`${base}/api/${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
};

const password = 'bench-password-1';
const accounts = [];
const rows = {};
rows['sign-up (argon2id hash + 2 streams)'] = await measure(USERS, 1, async (i) => {
  const email = `bench-${i}-${Date.now()}@example.com`;
  const auth = await call('authapi/auth/signup', { email, password, confirmPassword: password, firstName: 'Bench', lastName: String(i), agreeToTerms: true });
  accounts.push({ email, auth });
});
for (const parallel of [1, CONCURRENCY]) {
  rows[`login, ${parallel} in flight (argon2id verify)`] = await measure(ROUNDS, parallel, async (i) => {
    await call('authapi/auth/login', { email: accounts[i % accounts.length].email, password });
  });
}
rows[`refresh-token rotation, ${CONCURRENCY} in flight`] = await measure(ROUNDS, CONCURRENCY, async (i) => {
  const account = accounts[i % accounts.length];
  if (account.busy) await account.busy;
  account.busy = call(`authapi/auth/${account.auth.id}/refresh-token`, { refreshToken: account.auth.refreshToken }).then((auth) => {
    account.auth = auth;
  });
  await account.busy;
});
rows['profile patch + read back with ?after='] = await measure(ROUNDS, 1, async (i) => {
  const { auth } = accounts[i % accounts.length];
  const { position } = await call(`userprofileapi/user/${auth.id}`, [{ op: 'replace', path: '/position', value: `Role ${i}` }], auth.jwtToken, 'PATCH');
  const user = await call(`userprofileapi/user/${auth.id}?after=${position}`, undefined, auth.jwtToken, 'GET');
  if (user.position !== `Role ${i}`) throw new Error('read-your-writes broken');
});

console.log(`Identity over HTTP, embedded default (PGlite), ${USERS} accounts, ${ROUNDS} rounds:`);
console.table(rows);
await app.close();
rmSync(dataDir, { recursive: true, force: true });
