import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  CHECKOUT_EXPIRY_MINUTES,
  SUPPORT_VISITOR_HEADER,
  conversationStream,
  orderStream,
  userStream,
  type AuthResponse,
  type HealthResponse,
  type OrderResponse,
  type PaymentStartedResponse,
  type StartConversationResponse,
  type SupportVisitorResponse,
  type UserResponse,
} from '@khru/contracts';
import type { TestDatabase } from '@khru/platform/testing';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { Agent } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import request from 'supertest';
import { clockMovedBy, freePort, makeReplica, startCluster, type Cluster, type ClusterReplica } from '../../../scripts/cluster/cluster.mjs';
import { nginxBinary } from '../../../scripts/cluster/nginx.mjs';
import { DEMO, DEMO_PASSWORD, bearer, signupBody, uniqueEmail } from '../support/accounts.js';
import { openEventStream, within } from '../support/event-stream-reader.js';
import { mailSentTo } from '../support/mail-folder.js';
import { fillFromSeededTemplate } from '../support/seeded-data-template.js';
import { atPath, browserSkipReason, clickButton, inLocale, launchBrowser, seeText, submitRegistration } from '../support/browser.js';

const missing = [
  ...(process.env.DATABASE_URL ? [] : ['DATABASE_URL']),
  ...(process.env.REDIS_URL ? [] : ['REDIS_URL']),
  ...(nginxBinary() ? [] : ['nginx']),
  ...(existsSync('/usr/bin/faketime') ? [] : ['faketime']),
];
if (missing.length > 0) console.log(`cluster suite skipped: it needs ${missing.join(', ')} (bash .ci/run sets them up)`);

/** Per client address and minute, lower than the default so one client can reach it quickly. */
const LIMIT_PER_MINUTE = 1000;
const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };
const SUPPORT = '/api/supportapi';

/** A failover waits for the lease (retried every 5 s) and a restart for a fold of the feed: longer than `eventually`. */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string, ms = 60_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read().catch(() => undefined);
    if (value !== undefined && done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: never happened (last read ${JSON.stringify(value)})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

(missing.length > 0 ? describe.skip : describe)('a cluster of three replicas behind nginx, on the PostgreSQL server and Redis', () => {
  let cluster: Cluster;
  let database: TestDatabase | null;
  let events: pg.Client;
  let redis: Redis;
  /** What the suite wrote, read back at the end from every replica and from a rebuild. */
  const people: AuthResponse[] = [];
  const orders: { learner: AuthResponse; orderId: string }[] = [];
  const conversations: string[] = [];
  /** The checkouts started just before the leader was killed. */
  let unpaid: PaymentStartedResponse;
  let paidDuringFailover: string;

  beforeAll(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'khru-cluster-data-'));
    database = await fillFromSeededTemplate('postgres', {}, dataDir);
    cluster = await startCluster({
      replicas: 3,
      dataDir,
      databaseUrl: database!.url,
      // Set, not kept in the shared folder: the rebuild at the end has a folder of its own and must accept the same tokens.
      env: { RATE_LIMIT_PER_MINUTE: String(LIMIT_PER_MINUTE), SEED_HISTORY: 'false', JWT_SECRET: randomUUID() + randomUUID() },
    });
    events = new pg.Client({ connectionString: cluster.databaseUrl });
    await events.connect();
    redis = new Redis(process.env.REDIS_URL!, { lazyConnect: true });
    await redis.connect();
  });

  afterAll(async () => {
    await events?.end();
    redis?.disconnect();
    await cluster?.stop();
    await database?.drop();
  });

  /** Requests to `base`, from 127.0.0.1 unless a client address is given (all of 127/8 is this machine). */
  const client = (base: string, address?: string) => {
    const agent = address ? new Agent({ localAddress: address }) : undefined;
    const from = <T extends { agent(a: Agent): T }>(test: T) => (agent ? test.agent(agent) : test);
    return { get: (path: string) => from(request(base).get(path)), post: (path: string) => from(request(base).post(path)) };
  };
  /** Through nginx. */
  const via = (address?: string) => client(cluster.url, address);
  /** Straight to one replica. */
  const direct = (replica: ClusterReplica, address?: string) => client(replica.url, address);
  const health = async (replica: ClusterReplica) => (await direct(replica).get('/api/health').expect(200)).body as HealthResponse;
  const alive = () => cluster.replicas.filter((replica) => replica.child?.exitCode === null && replica.child.signalCode === null);
  const typesIn = async (stream: string) =>
    (await events.query<{ type: string }>('SELECT type FROM events WHERE stream_id = $1 ORDER BY stream_position', [stream])).rows.map((row) => row.type);
  /** The replicas nginx's access log names for requests to paths starting with `prefix`. */
  const servedBy = (prefix: string) =>
    new Set(
      readFileSync(cluster.accessLog, 'utf8')
        .split('\n')
        .map((line) => line.split(' '))
        .filter(([, uri]) => uri?.startsWith(prefix))
        .map((fields) => fields[3]),
    );
  const payPath = (started: PaymentStartedResponse) => {
    const url = new URL(started.payUrl!, cluster.url);
    return `${url.pathname}${url.search}`;
  };
  const checkout = async (learner: AuthResponse, courseId: string, through = via().post('/api/paymentapi/payment')) =>
    (
      await through
        .set(bearer(learner))
        .set('Idempotency-Key', randomUUID())
        .send({ items: [{ itemId: courseId, isBundle: false }] })
        .expect(200)
    ).body as PaymentStartedResponse;
  const profile = async (learner: AuthResponse, after?: string | null) =>
    (
      await via()
        .get(`/api/userprofileapi/user/${learner.id}${after ? `?after=${after}` : ''}`)
        .set(bearer(learner))
        .expect(200)
    ).body as UserResponse;

  it('signs up through one replica, then logs in, reads the profile and buys through the others, each answer showing the write', async () => {
    const email = uniqueEmail('cluster');
    const signedUp = (await via().post('/api/authapi/auth/signup').send(signupBody(email)).expect(201)).body as AuthResponse;
    const loggedIn = (await via().post('/api/authapi/auth/login').send({ email, password: 'correct-horse-1' }).expect(200)).body as AuthResponse;
    expect(loggedIn.id).toBe(signedUp.id);
    expect(await profile(loggedIn, loggedIn.position)).toMatchObject({ id: signedUp.id, email });

    const started = await checkout(loggedIn, 'git-and-github');
    await via().get(payPath(started)).expect(200);
    await via().post(payPath(started)).type('form').send(CARD).expect(303);
    const owner = await until(
      () => profile(loggedIn),
      (read) => read.purchasedCourseIds.includes('git-and-github'),
      'the course reaches the profile',
    );
    expect(owner.purchasedCourseIds).toEqual(['git-and-github']);
    people.push(loggedIn);
    orders.push({ learner: loggedIn, orderId: started.orderId });
    // Round robin spread the journey over every replica.
    expect(servedBy('/api/authapi/auth/').size + servedBy('/api/userprofileapi/').size).toBeGreaterThanOrEqual(3);
    expect(new Set([...servedBy('/api/authapi/auth/'), ...servedBy('/api/userprofileapi/'), ...servedBy('/api/paymentapi/')]).size).toBe(3);
  });

  // Needs Chromium and the built apps, as the browser suites do.
  (browserSkipReason ? it.skip : it)(
    'carries a learner in Chromium from sign-up through the cart, checkout and payment to the course, whichever replica serves each request',
    async () => {
      const browser = await launchBrowser(cluster.url);
      try {
        const page = await browser.open('/auth/register');
        await inLocale(page, 'en');
        await submitRegistration(page, uniqueEmail('browser'), 'buy-courses-2026');
        await atPath(page, '/');
        await page.goto(`${cluster.url}/courses-overview/git-and-github`, { waitUntil: 'networkidle0' });
        await clickButton(page, 'Add to cart');
        await page.goto(`${cluster.url}/shopping-cart`, { waitUntil: 'networkidle0' });
        await page.waitForFunction(() => document.querySelectorAll('.cart-row').length === 1);
        await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), clickButton(page, 'Check out')]);
        await page.waitForSelector('#card');
        await page.type('#card', CARD.cardNumber);
        await page.type('#expiry', CARD.expiry);
        await page.type('#cvc', CARD.cvc);
        await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.click('form button[type=submit]')]);
        await atPath(page, '/check-out/result');
        await seeText(page, 'Thank you for your purchase');
        await page.goto(`${cluster.url}/courses-overview/git-and-github`, { waitUntil: 'networkidle0' });
        await seeText(page, 'You have this course until');
      } finally {
        await browser.close();
      }
    },
  );

  it('streams a reply made through replica B to a visitor whose chat replica A holds, and mails only the reply made once they left', async () => {
    const [a, b, c] = cluster.replicas as [ClusterReplica, ClusterReplica, ClusterReplica];
    const email = uniqueEmail('visitor');
    const visitor = (await via().post(`${SUPPORT}/visitors`).send({ name: 'Ann', email }).expect(201)).body as SupportVisitorResponse;
    const started = (
      await via()
        .post(`${SUPPORT}/conversations`)
        .set(SUPPORT_VISITOR_HEADER, visitor.visitorToken)
        .send({ body: 'Lesson 2 will not play', page: '/courses/git-and-github' })
        .expect(201)
    ).body as StartConversationResponse;
    const admin = (await via().post('/api/authapi/auth/login').send({ email: DEMO.admin, password: DEMO_PASSWORD }).expect(200)).body as AuthResponse;
    conversations.push(started.conversationId);
    const presence = `${cluster.redisKeyPrefix}support-presence:visitor:${visitor.visitorId}`;
    const reply = (replica: ClusterReplica, body: string) =>
      direct(replica).post(`${SUPPORT}/admin/conversations/${started.conversationId}/messages`).set(bearer(admin)).field('body', body).expect(201);

    const stream = await openEventStream(`${a.url}${SUPPORT}/stream?visitor_token=${encodeURIComponent(visitor.visitorToken)}`);
    await until(
      () => redis.hlen(presence),
      (holders) => holders === 1,
      'replica A shares the presence',
    );
    await reply(b, 'Try reloading the page');
    await within(
      stream.next((event) => event.event === 'conversation' && JSON.stringify(event.data).includes('Try reloading the page')),
      2000,
      'the reply did not reach the open chat within 2 s',
    );
    stream.close();
    await until(
      () => redis.hlen(presence),
      (holders) => holders === 0,
      'replica A withdraws the presence',
    );
    await reply(c, 'Is it working now?');

    const mail = await until(
      () => mailSentTo(cluster.dataDir, email),
      (sent) => sent.length > 0,
      'the reply to the absent visitor is mailed',
    );
    expect(mail).toHaveLength(1);
    expect(JSON.stringify(mail[0])).toContain('Is it working now?');
    const posted = await events.query<{ data: { body: string; learnerOnline?: boolean } }>(
      `SELECT data FROM events WHERE stream_id = $1 AND type = 'ConversationMessagePosted' ORDER BY stream_position`,
      [conversationStream(started.conversationId)],
    );
    expect(posted.rows.map((row) => [row.data.body, row.data.learnerOnline ?? null])).toEqual([
      ['Lesson 2 will not play', null],
      ['Try reloading the page', true],
      ['Is it working now?', false],
    ]);
  });

  it('serves the pay page from A, takes the webhook on any replica and the refund through C, each exactly once', async () => {
    const [a, b, c] = cluster.replicas as [ClusterReplica, ClusterReplica, ClusterReplica];
    const learner = (
      await via()
        .post('/api/authapi/auth/signup')
        .send(signupBody(uniqueEmail('payer')))
        .expect(201)
    ).body as AuthResponse;
    const started = await checkout(learner, 'seo-fundamentals', direct(b).post('/api/paymentapi/payment'));
    people.push(learner);
    orders.push({ learner, orderId: started.orderId });
    await direct(a).get(payPath(started)).expect(200);
    await direct(a).post(payPath(started)).type('form').send(CARD).expect(303);
    // Paid already: the page on another replica sends the learner back and charges nothing.
    await direct(c).post(payPath(started)).type('form').send(CARD).expect(303);
    const order = () => via().get(`/api/paymentapi/orders/${started.orderId}`).set(bearer(learner)).expect(200);
    await until(
      async () => (await order()).body as OrderResponse,
      (read) => read.status === 'paid' && read.receiptNo !== null,
      'the order is paid',
    );
    expect([...servedBy('/api/paymentapi/webhooks/sandbox')].length).toBeGreaterThanOrEqual(1);

    await direct(c).post(`/api/paymentapi/orders/${started.orderId}/refund`).set(bearer(learner)).send({}).expect(200);
    await direct(a).post(`/api/paymentapi/orders/${started.orderId}/refund`).set(bearer(learner)).send({});
    await until(
      async () => (await order()).body as OrderResponse,
      (read) => read.status === 'refunded',
      'the order is refunded',
    );
    const types = await typesIn(orderStream(started.orderId));
    expect(types.filter((type) => type === 'PaymentSucceeded')).toHaveLength(1);
    expect(types.filter((type) => type === 'ReceiptIssued')).toHaveLength(1);
    expect(types.filter((type) => type === 'OrderRefunded')).toHaveLength(1);
  });

  it('counts one client’s requests once across the replicas, never limits another client and ignores a forged X-Forwarded-For', async () => {
    const path = '/api/coursesapi/category';
    const answers = await Promise.all(Array.from({ length: LIMIT_PER_MINUTE }, () => via('127.0.0.2').get(path)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(LIMIT_PER_MINUTE).fill(200));
    const over = await via('127.0.0.2').get(path);
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ code: 'REQUEST_TIMEOUT' });
    // Claiming to be someone else changes nothing: nginx names the address the connection came from.
    expect((await via('127.0.0.2').get(path).set('X-Forwarded-For', '203.0.113.9')).status).toBe(429);
    expect((await via('127.0.0.3').get(path)).status).toBe(200);
    expect(servedBy(path).size).toBe(3);
  });

  it('lets another replica take the workflows when the leader is killed during a checkout, and the order settles', async () => {
    const states = await Promise.all(cluster.replicas.map(health));
    expect(states.filter((state) => state.workflows.leading)).toHaveLength(1);
    const leader = cluster.replicas[states.findIndex((state) => state.workflows.leading)]!;
    const learner = (
      await via()
        .post('/api/authapi/auth/signup')
        .send(signupBody(uniqueEmail('failover')))
        .expect(201)
    ).body as AuthResponse;
    const paid = await checkout(learner, 'git-and-github');
    unpaid = await checkout(learner, 'seo-fundamentals');
    people.push(learner);
    orders.push({ learner, orderId: paid.orderId }, { learner, orderId: unpaid.orderId });

    await leader.kill('SIGKILL');
    await via().post(payPath(paid)).type('form').send(CARD).expect(303);
    const next = await until(
      () => Promise.all(alive().map(health)),
      (read) => read.filter((state) => state.workflows.leading).length === 1,
      'another replica leads',
    );
    expect(next).toHaveLength(2);
    const owner = await until(
      () => profile(learner),
      (read) => read.purchasedCourseIds.includes('git-and-github'),
      'the order settles under the new leader',
    );
    expect(owner.purchasedCourseIds).toEqual(['git-and-github']);
    expect(await typesIn(orderStream(unpaid.orderId))).not.toContain('OrderExpired');
    paidDuringFailover = paid.orderId;

    await leader.start();
    expect((await health(leader)).workflows.leading).toBe(false);
  });

  it('loses no acknowledged write when a replica is killed under ten writers; nginx routes around it and, restarted, it starts from a snapshot', async () => {
    const states = await Promise.all(cluster.replicas.map(health));
    const victim = cluster.replicas[states.findIndex((state) => !state.workflows.leading)]!;
    const acknowledged: AuthResponse[] = [];
    let afterKill = 0;
    let failed = 0;
    let killed = false;
    let stop = false;
    const writer = async (n: number) => {
      while (!stop) {
        const answer = await via(`127.0.1.${n + 1}`)
          .post('/api/authapi/auth/signup')
          .send(signupBody(uniqueEmail(`writer${n}`)));
        if (answer.status === 201) {
          acknowledged.push(answer.body as AuthResponse);
          if (killed) afterKill += 1;
        } else failed += 1;
      }
    };
    const writers = Array.from({ length: 10 }, (_, n) => writer(n));
    await until(
      async () => acknowledged.length,
      (count) => count >= 20,
      'the writers write',
    );
    await victim.kill('SIGKILL');
    killed = true;
    await until(
      async () => afterKill,
      (count) => count >= 40,
      'the writers go on through the other replicas',
    );
    stop = true;
    await Promise.all(writers);

    people.push(...acknowledged);
    const streams = acknowledged.map((auth) => userStream(auth.id));
    const stored = await events.query<{ stream_id: string }>(`SELECT DISTINCT stream_id FROM events WHERE stream_id = ANY($1)`, [streams]);
    expect(stored.rows.map((row) => row.stream_id).sort()).toEqual([...streams].sort());
    // At most the requests the victim held when it died fail; nginx sends none there after it.
    expect(failed).toBeLessThanOrEqual(10);

    await victim.start();
    const restarted = await health(victim);
    expect(restarted.projections.startedFrom).not.toBeNull();
    const last = acknowledged.at(-1)!;
    const read = await direct(victim).get(`/api/userprofileapi/user/${last.id}?after=${last.position}`).set(bearer(last)).expect(200);
    expect((read.body as UserResponse).id).toBe(last.id);
  });

  it('ends with every replica’s read models equal to a fresh rebuild from the feed', async () => {
    const rebuild = makeReplica(
      9,
      await freePort(),
      { ...cluster.env, DATA_DIR: mkdtempSync(join(tmpdir(), 'khru-rebuild-')), SEED: 'false' },
      join(cluster.runDir, 'rebuild.log'),
    );
    await rebuild.start();
    try {
      const rebuilt = await health(rebuild);
      expect(rebuilt.projections.startedFrom).toBeNull();
      const after = rebuilt.eventStore.head!;
      const admin = (await via().post('/api/authapi/auth/login').send({ email: DEMO.admin, password: DEMO_PASSWORD }).expect(200)).body as AuthResponse;
      const reads: [string, AuthResponse | null][] = [
        ['/api/coursesapi/category', null],
        ['/api/coursesapi/job-functions', null],
        ['/api/certificatesapi/admin/certificates?skip=0&take=100', admin],
        ...people.map((person): [string, AuthResponse] => [`/api/userprofileapi/user/${person.id}`, person]),
        ...orders.map(({ learner, orderId }): [string, AuthResponse] => [`/api/paymentapi/orders/${orderId}`, learner]),
        ...orders.map(({ orderId }): [string, AuthResponse] => [`/api/paymentapi/admin/orders/${orderId}`, admin]),
        ...conversations.map((id): [string, AuthResponse] => [`${SUPPORT}/admin/conversations/${id}`, admin]),
      ];
      // Each replica is read from an address of its own: the reads of all four would pass one client's limit.
      const readAll = (replica: ClusterReplica) =>
        Promise.all(
          reads.map(async ([path, auth]) => {
            const read = direct(replica, `127.0.2.${replica.index + 1}`).get(`${path}${path.includes('?') ? '&' : '?'}after=${after}`);
            return [path, (await (auth ? read.set(bearer(auth)) : read).expect(200)).body as unknown];
          }),
        );
      const expected = await readAll(rebuild);
      expect(reads.length).toBeGreaterThan(50);
      for (const replica of cluster.replicas) expect(await readAll(replica)).toEqual(expected);
    } finally {
      await rebuild.kill('SIGTERM');
    }
  });

  // Last: half an hour passes for one replica only, and every deadline of that half hour falls due (sessions too).
  it('still expires a checkout left unpaid across the failover, at its deadline', async () => {
    const leader = cluster.replicas[(await Promise.all(cluster.replicas.map(health))).findIndex((state) => state.workflows.leading)]!;
    await Promise.all(cluster.replicas.map((replica) => replica.kill('SIGKILL')));
    // One replica, its clock moved past the deadline (libfaketime), comes back alone and leads.
    await leader.start(clockMovedBy(`+${CHECKOUT_EXPIRY_MINUTES + 1}m`));
    await until(
      () => health(leader),
      (state) => state.workflows.leading,
      'the replica from the future leads',
    );
    await until(
      () => typesIn(orderStream(unpaid.orderId)),
      (types) => types.includes('OrderExpired'),
      'the unpaid order expires',
    );
    expect(await typesIn(orderStream(paidDuringFailover))).not.toContain('OrderExpired');
  });
});
