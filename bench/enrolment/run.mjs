// On demand: `npm run build && npm run bench:enrolment` (set DATABASE_URL for the PostgreSQL-server rows).
// Boots the product with the demo seed, gives an organisation ENROLMENTS employees (their accounts and
// sessions appended directly, with access tokens signed by the app's key, as a login would answer),
// one cost centre holding credits for all of them and a licence covering the catalogue, then times
// enrolments by credits over HTTP: POST paymentapi/enroll-single-item, each a different employee, all
// on that one cost centre (its stream is the contended one). Beside it, in the same run, single-event
// appends to the same event store.
import { costCentreStream, creditPriceStream, licenceStream, organisationStream, userStream } from '@khru/contracts';
import { formatPosition, loadRuntimeConfig, newEventId } from '@khru/platform';
import { createTestDatabase } from '@khru/platform/testing';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EVENT_STORE, JWT_SECRET, bootstrap, signAccessToken } from '@khru/backend/harness';
import { measure } from '../support/measure.mjs';

const ENROLMENTS = Number(process.env.BENCH_ENROLMENTS ?? 1000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const APPENDS = Number(process.env.BENCH_APPENDS ?? 500);
const COURSE = 'git-and-github';
const YEAR_MS = 365 * 24 * 3600 * 1000;

async function run(label, env) {
  const dataDir = mkdtempSync(join(tmpdir(), 'khru-bench-enrolment-'));
  const app = await bootstrap(loadRuntimeConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '10000000', PORT: '0', ...env }), {
    logs: false,
  });
  await app.listen(0, '127.0.0.1');
  const base = (await app.getUrl()).replace('[::1]', '127.0.0.1');
  const store = app.get(EVENT_STORE);
  const secret = app.get(JWT_SECRET);
  const now = () => new Date().toISOString();
  const meta = () => ({ correlationId: 'bench', causationId: 'bench', occurredAt: now() });
  const append = (stream, events) =>
    store.append(
      stream,
      events.map((e) => ({ id: randomUUID(), ...e, metadata: meta() })),
      'any',
    );

  const orgId = randomUUID();
  const costCentreId = randomUUID();
  const licenceId = randomUUID();
  const people = Array.from({ length: ENROLMENTS }, (_, i) => ({
    userId: randomUUID(),
    sessionId: randomUUID(),
    email: `bench-${i}-${randomUUID()}@example.com`,
  }));
  for (let i = 0; i < people.length; i += 100) {
    await Promise.all(
      people.slice(i, i + 100).map(({ userId, sessionId, email }) =>
        append(userStream(userId), [
          {
            type: 'UserRegistered',
            data: { userId, email, firstName: 'Bench', lastName: 'Staff', role: 'B2B', passwordHash: 'not-used', source: 'seed', registeredAt: now() },
          },
          {
            type: 'UserLoggedIn',
            data: { userId, sessionId, refreshTokenHash: randomUUID(), expiresAt: new Date(Date.now() + YEAR_MS).toISOString(), at: now() },
          },
        ]),
      ),
    );
  }
  const end = new Date(Date.now() + YEAR_MS).toISOString();
  const place = { department: 'Bench', position: '', jobGrade: '', team: '', businessUnit: '', location: '', costCentreId };
  await append(organisationStream(orgId), [
    {
      type: 'OrganisationCreated',
      data: {
        orgId,
        name: { en: 'Bench Co.', th: 'เบนช์' },
        taxId: '0105558012349',
        address: '-',
        contract: { id: 'B-1', start: now(), end },
        by: 'bench',
        at: now(),
      },
    },
    {
      type: 'EmployeesAdded',
      data: {
        orgId,
        employees: people.map(({ userId, email }) => ({ userId, email, firstName: 'Bench', lastName: 'Staff', role: 'B2B', ...place })),
        source: 'seed',
        by: 'bench',
        at: now(),
      },
    },
  ]);
  await append(costCentreStream(costCentreId), [
    { type: 'CostCentreOpened', data: { costCentreId, orgId, code: 'BENCH', name: 'Bench', unlimited: false, expiresAt: end, by: 'bench', at: now() } },
    { type: 'CreditsDeposited', data: { costCentreId, amount: 1_000_000, invoiceRef: 'BENCH', by: 'bench', at: now() } },
  ]);
  await append(licenceStream(licenceId), [
    {
      type: 'LicencePoolCreated',
      data: { licenceId, orgId, name: 'Bench', seats: ENROLMENTS, validFrom: now(), validUntil: end, coverage: { all: true }, by: 'bench', at: now() },
    },
    { type: 'LicenceSeatsAssigned', data: { licenceId, orgId, userIds: people.map((p) => p.userId), by: 'bench', at: now() } },
  ]);
  const priced = await append(creditPriceStream(COURSE), [
    { type: 'CreditPriceSet', data: { itemId: COURSE, isBundle: false, credits: 5, by: 'bench', at: now() } },
  ]);
  const tokens = people.map(({ userId, sessionId }) => signAccessToken(secret, { userId, sessionId, role: 'B2B' }, new Date(), null));
  // Wait until the read models know the organisation, its licence and the price.
  await fetch(`${base}/api/orgsapi/credit-prices?take=1&after=${formatPosition(priced.position)}`, { headers: { Authorization: `Bearer ${tokens[0]}` } });

  const rows = {};
  rows[`${label}: enrolment by credits, one cost centre, ${CONCURRENCY} in flight`] = await measure(ENROLMENTS, CONCURRENCY, async (i) => {
    const response = await fetch(`${base}/api/paymentapi/enroll-single-item`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${tokens[i]}` },
      body: JSON.stringify({ itemId: COURSE, isBundle: false }),
    });
    if (response.status !== 200) throw new Error(`enrolment ${i}: ${response.status} ${await response.text()}`);
  });
  rows[`${label}: single-event append, 1 in flight`] = await measure(APPENDS, 1, async () => {
    await store.append(`bench-${randomUUID()}`, [{ id: newEventId(undefined, 0), type: 'Benched', data: {}, metadata: meta() }], 'no_stream');
  });
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
  return rows;
}

const rows = await run('embedded (PGlite)', {});
if (process.env.DATABASE_URL) {
  const database = await createTestDatabase(process.env.DATABASE_URL);
  Object.assign(rows, await run('PostgreSQL server', { DATABASE_URL: database.url }));
  await database.drop();
} else {
  console.log('PostgreSQL-server rows skipped: set DATABASE_URL to include them.');
}
console.log(`Enrolments by credits over HTTP (${ENROLMENTS} employees, one cost centre), seeded catalogue, memory read models:`);
console.table(rows);
