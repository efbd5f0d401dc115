import { describe, expect, it } from '@jest/globals';
import type { AuthResponse, MembershipResponse, ReceiptListResponse } from '@khru/contracts';
import { signWebhook } from '@khru/platform';
import { createHmac, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { WorkflowsLeader } from '../../src/kernel/workflows/workflows-leader.js';
import { DEMO, bearer, login, signup } from '../support/accounts.js';
import { STORE_PROFILES, useTestApp } from '../support/test-app.js';

const DAY = 24 * 3600 * 1000;

describe.each(STORE_PROFILES)('membership API on %s', (profile) => {
  const { subject: app, http } = useTestApp(profile);
  const membership = async (auth: AuthResponse) => (await http().get('/api/paymentapi/membership').set(bearer(auth)).expect(200)).body as MembershipResponse;
  const until = async (auth: AuthResponse, check: (m: MembershipResponse) => boolean) => {
    for (let i = 0; i < 100; i++) {
      const m = await membership(auth);
      if (check(m)) return m;
      await new Promise((r) => setTimeout(r, 30));
    }
    throw new Error(`membership never reached the expected state: ${JSON.stringify(await membership(auth))}`);
  };
  const saveCard = async (auth: AuthResponse, cardNumber: string) => {
    const { setupUrl } = (await http().post('/api/paymentapi/membership/card').set(bearer(auth)).expect(200)).body as { setupUrl: string };
    await http().get(setupUrl).expect(200);
    const saved = await http().post(setupUrl).type('form').send({ cardNumber, expiry: '12/30', cvc: '123' });
    expect(saved.status).toBe(303);
    await until(auth, (m) => m.cardLast4 === cardNumber.replace(/\s/g, '').slice(-4));
  };
  const post = (auth: AuthResponse, action: string) => http().post(`/api/paymentapi/membership/${action}`).set(bearer(auth)).send({});
  const runDue = (at: Date) => app().app.get(WorkflowsLeader).runDue(at);

  it('starts a trial with a card, charges a year at the trial\u2019s end, and lets the member study any course', async () => {
    const me = await signup(app());
    expect((await post(me, 'trial')).body.errors[0].message).toBe('Add a card first');
    await saveCard(me, '4242 4242 4242 4242');
    await post(me, 'trial').expect(200);
    const trial = await until(me, (m) => m.status === 'trial');
    expect(Date.parse(trial.accessUntil!) - Date.now()).toBeGreaterThan(6.9 * DAY);
    await http().get('/api/coursesapi/course/secure-coding/learning').set(bearer(me)).expect(200);
    expect((await post(me, 'trial')).body.errors[0].message).toBe('Your membership is already in force');
    await runDue(new Date(Date.now() + DAY));
    expect((await membership(me)).status).toBe('trial');
    await runDue(new Date(Date.parse(trial.accessUntil!) + 1000));
    const year = await until(me, (m) => m.status === 'active');
    expect(year.periods).toHaveLength(2);
    expect(year.periods[1]!.start).toBe(trial.accessUntil);
    await runDue(new Date(Date.parse(trial.accessUntil!) + 2000));
    const receipts = (await http().get('/api/paymentapi/receipts').set(bearer(me)).expect(200)).body as ReceiptListResponse;
    expect(receipts.data.map((r) => [r.lines[0]!.kind, r.total, r.refundableUntil])).toEqual([['membership', 2990, null]]);
    const refund = await http().post(`/api/paymentapi/orders/${receipts.data[0]!.id}/refund`).set(bearer(me)).send({});
    expect(refund.body.errors[0].message).toBe('This order cannot be refunded');
  });

  it('cancelling a trial keeps access to its end, then it lapses without a charge', async () => {
    const me = await signup(app());
    await saveCard(me, '4242424242424242');
    await post(me, 'trial').expect(200);
    const trial = await until(me, (m) => m.status === 'trial');
    await post(me, 'cancel').expect(200);
    expect((await until(me, (m) => !m.autoRenew)).status).toBe('trial');
    await http().get('/api/coursesapi/course/secure-coding/learning').set(bearer(me)).expect(200);
    await runDue(new Date(Date.parse(trial.accessUntil!) + 1000));
    await until(me, (m) => m.status === 'lapsed');
    await http().get('/api/coursesapi/course/secure-coding/learning').set(bearer(me)).expect(403);
    expect((await http().get('/api/paymentapi/receipts').set(bearer(me)).expect(200)).body.data).toEqual([]);
    expect((await post(me, 'trial')).body.errors[0].message).toBe('The free trial can be used once');
  });

  it('a declined renewal suspends use until a card that pays is saved', async () => {
    const me = await signup(app());
    await saveCard(me, '4111 1111 1114 0011');
    await post(me, 'trial').expect(200);
    const trial = await until(me, (m) => m.status === 'trial');
    await runDue(new Date(Date.parse(trial.accessUntil!) + 1000));
    await until(me, (m) => m.status === 'suspended');
    await http().get('/api/coursesapi/course/secure-coding/learning').set(bearer(me)).expect(403);
    await saveCard(me, '4242424242424242');
    const active = await until(me, (m) => m.status === 'active');
    expect(Date.parse(active.accessUntil!) - Date.now()).toBeGreaterThan(360 * DAY);
    await http().get('/api/coursesapi/course/secure-coding/learning').set(bearer(me)).expect(200);
  });

  it('a card the provider no longer knows (saved before a restart) is refused at once: suspended, not left waiting', async () => {
    const me = await signup(app());
    const secret = createHmac('sha256', readFileSync(join(app().config.dataDir, 'jwt-secret'), 'utf8').trim())
      .update('sandbox-payment-webhooks')
      .digest('hex');
    const body = JSON.stringify({
      id: `evt_${randomUUID()}`,
      type: 'card.saved',
      setupId: randomUUID(),
      userId: me.id,
      cardToken: 'card_forgotten',
      last4: '4242',
    });
    await http()
      .post('/api/paymentapi/webhooks/sandbox')
      .set('Content-Type', 'application/json')
      .set('Sandbox-Signature', signWebhook(secret, body, new Date()))
      .send(body)
      .expect(200);
    await until(me, (m) => m.cardLast4 === '4242');
    await post(me, 'trial').expect(200);
    const trial = await until(me, (m) => m.status === 'trial');
    await runDue(new Date(Date.parse(trial.accessUntil!) + 1000));
    expect((await until(me, (m) => m.status === 'suspended')).status).toBe('suspended');
  });

  it('subscribes at once without a trial; B2B members and guests have no membership', async () => {
    const me = await signup(app());
    expect((await post(me, 'subscribe')).body.errors[0].message).toBe('Add a card first');
    await saveCard(me, '4242424242424242');
    await post(me, 'subscribe').expect(200);
    const active = await until(me, (m) => m.status === 'active');
    expect(active.trialUsed).toBe(false);
    expect((await post(me, 'subscribe')).body.errors[0].message).toBe('Your membership is already in force');
    const employee = await login(app(), DEMO.employee);
    await post(employee, 'trial').expect(403);
    await http().get('/api/paymentapi/membership').expect(401);
  });
});
