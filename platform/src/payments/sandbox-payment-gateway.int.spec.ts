import { afterAll, describe, expect, it } from '@jest/globals';
import type { SqlDatabase } from '../event-store/postgres/sql-database.js';
import { openPgDatabase } from '../event-store/postgres/pg-database.js';
import { openPgliteDatabase } from '../event-store/postgres/pglite-database.js';
import { createTestDatabase, type TestDatabase } from '../testing/postgres-test-database.js';
import { SANDBOX_CARDS, SandboxPaymentGateway } from './sandbox-payment-gateway.js';
import { MemorySandboxRecords, SqlSandboxRecords, type SandboxRecords } from './sandbox-records.js';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) console.log('skipped: the sandbox on the PostgreSQL server needs DATABASE_URL');

const opened: SqlDatabase[] = [];
const databases: TestDatabase[] = [];
let pglite: Promise<SqlDatabase> | undefined;
afterAll(async () => {
  for (const db of opened) await db.close();
  for (const database of databases) await database.drop();
});

/** Where each profile keeps the sandbox's records; two replicas of one deployment open the same. */
const profiles: [string, () => Promise<() => Promise<SandboxRecords>>][] = [
  [
    'memory',
    async () => {
      const records = new MemorySandboxRecords();
      return async () => records;
    },
  ],
  [
    'PGlite',
    async () => {
      // One WASM database for the suite (opening one takes seconds); every test uses ids of its own.
      pglite ??= openPgliteDatabase().then((db) => (opened.push(db), db));
      const db = await pglite;
      return () => SqlSandboxRecords.open(db);
    },
  ],
  ...(databaseUrl
    ? ([
        [
          'the PostgreSQL server',
          async () => {
            const database = await createTestDatabase(databaseUrl);
            databases.push(database);
            return async () => {
              const db = await openPgDatabase(database.url, 4);
              opened.push(db);
              return SqlSandboxRecords.open(db);
            };
          },
        ],
      ] as [string, () => Promise<() => Promise<SandboxRecords>>][])
    : []),
];

const charge = (paymentId: string) => ({ paymentId, orderId: `order-${paymentId}`, amount: 1200, description: 'Course', returnUrl: `/orders/${paymentId}` });

describe.each(profiles)('the sandbox payment provider, its records on %s', (_name, deployment) => {
  /** Two replicas' gateways over one deployment's records, and the webhooks they sent. */
  const twoReplicas = async () => {
    const replica = await deployment();
    const webhooks: string[] = [];
    const deliver = async (_url: string, body: string) => {
      webhooks.push(body);
      return 200;
    };
    return { a: new SandboxPaymentGateway('secret', await replica(), deliver), b: new SandboxPaymentGateway('secret', await replica(), deliver), webhooks };
  };

  it('serves a charge one replica opened on another, and settles it once when both are paid at once', async () => {
    const { a, b, webhooks } = await twoReplicas();
    await a.createCharge(charge('p1'));
    expect(await b.charge('p1')).toMatchObject({ state: 'open', amount: 1200 });
    const outcomes = await Promise.all([
      a.pay('p1', SANDBOX_CARDS.succeeds, 'http://shop/webhook', new Date()),
      b.pay('p1', SANDBOX_CARDS.succeeds, 'http://shop/webhook', new Date()),
    ]);
    expect(outcomes.map((o) => o.kind).sort()).toEqual(['closed', 'succeeded']);
    expect(webhooks.filter((w) => JSON.parse(w).type === 'charge.succeeded')).toHaveLength(1);
    expect(await a.charge('p1')).toMatchObject({ state: 'succeeded' });
  });

  it('charges a card saved through one replica from another', async () => {
    const { a, b, webhooks } = await twoReplicas();
    await a.createCardSetup({ setupId: 's1', userId: 'u1', returnUrl: '/membership' });
    expect(await b.saveCard('s1', SANDBOX_CARDS.succeeds, 'http://shop/webhook', new Date())).toMatchObject({ kind: 'saved' });
    expect(await a.setup('s1')).toMatchObject({ state: 'saved' });
    const { cardToken } = JSON.parse(webhooks[0]!) as { cardToken: string };
    expect(await a.chargeSavedCard({ ...charge('p2'), cardToken })).toBeNull();
    expect(await b.charge('p2')).toMatchObject({ state: 'succeeded' });
    expect(await b.chargeSavedCard({ ...charge('p3'), cardToken: 'card_never_saved' })).toEqual({ refused: 'card_unknown' });
  });

  it('refunds once per idempotency key, whichever replica is asked, in parts up to the charge', async () => {
    const { a, b } = await twoReplicas();
    await a.createCharge(charge('p4'));
    await a.pay('p4', SANDBOX_CARDS.succeeds, 'http://shop/webhook', new Date());
    await Promise.all([
      a.refund({ paymentId: 'p4', amount: 700, idempotencyKey: 'refund:p4:1' }),
      b.refund({ paymentId: 'p4', amount: 700, idempotencyKey: 'refund:p4:1' }),
    ]);
    expect(await b.charge('p4')).toMatchObject({ state: 'succeeded', refunded: 700 });
    await b.refund({ paymentId: 'p4', amount: 700, idempotencyKey: 'refund:p4:2' });
    expect(await a.charge('p4')).toMatchObject({ state: 'refunded', refunded: 1200 });
    expect(await a.refundRequests('p4')).toEqual(['refund:p4:1', 'refund:p4:2']);
  });
});
