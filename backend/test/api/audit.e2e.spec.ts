import { describe, expect, it } from '@jest/globals';
import { costCentreStream, type AuditPurchasesResponse, type AuthResponse } from '@khru/contracts';
import { randomUUID } from 'node:crypto';
import { DEMO, bearer, login, signup } from '../support/accounts.js';
import { appendAndWait, corporateAccount, employeeRecord, seedOrganisation } from '../support/corporate-world.js';
import { eventually } from '../support/eventually.js';
import { startCheckout } from '../support/purchases.js';
import { STORE_PROFILES, useTestApp } from '../support/test-app.js';

const YEAR = 365 * 24 * 3600 * 1000;
const pause = () => new Promise((r) => setTimeout(r, 5));

describe.each(STORE_PROFILES)('audit API on %s', (profile) => {
  const { subject: app, http } = useTestApp(profile);

  /** An organisation with its admin and one learner, both accounts. */
  const organisation = async (admin: AuthResponse) => {
    const orgId = randomUUID();
    const boss = await corporateAccount(app(), admin, 'ORG_ADMIN');
    const learner = await corporateAccount(app(), admin, 'B2B');
    await seedOrganisation(app(), admin.id, orgId, [employeeRecord(boss, 'ORG_ADMIN'), employeeRecord(learner, 'B2B')]);
    return { orgId, boss: boss.auth, learner: learner.id };
  };

  const purchases = (auth: AuthResponse, userId: string, asOf: string | null = null, language = 'en') =>
    http()
      .get(`/api/auditapi/users/${userId}/purchases${asOf ? `?asOf=${encodeURIComponent(asOf)}` : ''}`)
      .set(bearer(auth))
      .set('Accept-Language', language);

  it('answers a learner\u2019s orders and entitlements as of before, during and after a checkout, from the events up to each instant', async () => {
    const admin = await login(app(), DEMO.admin);
    const auditor = (await corporateAccount(app(), admin, 'AUDITOR')).auth;
    const me = await signup(app());
    const beforeCheckout = new Date().toISOString();
    await pause();
    const started = await startCheckout(app(), me, 'git-and-github');
    await pause();
    const beforePaying = new Date().toISOString();
    await pause();
    await http().post(started.payUrl!).type('form').send({ cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }).expect(303);
    const paid = await eventually(
      () => purchases(auditor, me.id).expect(200),
      // The receipt is issued by a workflow after the payment, as the access is granted by another: wait for both.
      (r) => (r.body as AuditPurchasesResponse).entitlements.length > 0 && r.body.orders[0]?.status === 'paid' && r.body.orders[0]?.receiptNo !== null,
    );
    const now = paid.body as AuditPurchasesResponse;
    const gitTitle = { en: 'Git and GitHub for Teams', th: 'Git และ GitHub สำหรับทีม' };
    expect(now.orders).toEqual([
      {
        orderId: started.orderId,
        receiptNo: expect.any(String),
        status: 'paid',
        total: 690,
        placedAt: expect.any(String),
        lines: [{ itemId: 'git-and-github', isBundle: false, title: gitTitle, price: 690 }],
      },
    ]);
    expect(now.entitlements).toEqual([
      {
        courseId: 'git-and-github',
        title: gitTitle,
        source: 'purchase',
        orderId: started.orderId,
        receiptNo: now.orders[0]!.receiptNo,
        costCentreName: null,
        grantedAt: expect.any(String),
        expiresAt: expect.any(String),
      },
    ]);
    expect(Date.parse(now.entitlements[0]!.expiresAt!) - Date.parse(now.entitlements[0]!.grantedAt)).toBeGreaterThan(2.99 * YEAR);
    expect(now.enrolments).toEqual([]);

    const before = (await purchases(auditor, me.id, beforeCheckout).expect(200)).body as AuditPurchasesResponse;
    expect(before).toEqual({ userId: me.id, asOf: beforeCheckout, orders: [], enrolments: [], entitlements: [] });
    const during = (await purchases(auditor, me.id, beforePaying).expect(200)).body as AuditPurchasesResponse;
    expect(during.orders.map((o) => [o.orderId, o.status, o.receiptNo])).toEqual([[started.orderId, 'awaiting-payment', null]]);
    expect(during.entitlements).toEqual([]);
    const afterwards = (await purchases(admin, me.id, new Date().toISOString()).expect(200)).body as AuditPurchasesResponse;
    expect(afterwards).toEqual({ ...now, asOf: afterwards.asOf });
  });

  it('answers an employee\u2019s enrolments by credits and the access they gave, as of before and after a reversal', async () => {
    const admin = await login(app(), DEMO.admin);
    const { orgId, boss, learner } = await organisation(admin);
    const costCentreId = randomUUID();
    const ledger = (type: string, data: object) => appendAndWait(app(), costCentreStream(costCentreId), [{ type, data: { costCentreId, ...data } }]);
    const at = () => new Date().toISOString();
    await ledger('CostCentreOpened', {
      orgId,
      code: 'OPS',
      name: 'Operations',
      unlimited: false,
      expiresAt: new Date(Date.now() + YEAR).toISOString(),
      by: admin.id,
      at: at(),
    });
    await ledger('CreditsDeposited', { amount: 100, invoiceRef: 'INV-1', by: admin.id, at: at() });
    const enrolment = { orgId, itemId: 'git-and-github', isBundle: false, courseIds: ['git-and-github'], amount: 30 };
    await ledger('CreditsDeducted', { ...enrolment, enrolmentId: 'e-colleague', userId: randomUUID(), at: at() });
    await ledger('CreditsDeducted', { ...enrolment, enrolmentId: 'e-mine', userId: learner, at: at() });
    // The access follows the deduction through the credit-enrolment workflow.
    await eventually(
      () => purchases(boss, learner).expect(200),
      (r) => (r.body as AuditPurchasesResponse).entitlements.length === 1,
    );
    await pause();
    const beforeReversal = new Date().toISOString();
    await pause();
    await ledger('CreditsReversed', { enrolmentId: 'e-mine', userId: learner, amount: 30, by: boss.id, at: at() });
    const after = await eventually(
      () => purchases(boss, learner).expect(200),
      (r) => (r.body as AuditPurchasesResponse).entitlements.length === 0,
    );

    const then = (await purchases(boss, learner, beforeReversal).expect(200)).body as AuditPurchasesResponse;
    const title = { en: 'Git and GitHub for Teams', th: 'Git และ GitHub สำหรับทีม' };
    expect(then.enrolments).toEqual([
      {
        enrolmentId: 'e-mine',
        costCentreId,
        costCentreName: 'Operations',
        itemId: 'git-and-github',
        isBundle: false,
        title,
        credits: 30,
        at: expect.any(String),
        reversed: false,
      },
    ]);
    expect(then.entitlements).toEqual([
      {
        courseId: 'git-and-github',
        title,
        source: 'credits',
        orderId: 'e-mine',
        receiptNo: null,
        costCentreName: 'Operations',
        grantedAt: expect.any(String),
        expiresAt: expect.any(String),
      },
    ]);
    expect((after.body as AuditPurchasesResponse).enrolments).toEqual([{ ...then.enrolments[0], reversed: true }]);
  });

  it('lists the demo employee\u2019s access by credits as of any past instant with the enrolments that gave it, as it does now, by name', async () => {
    const auditor = await login(app(), DEMO.auditor);
    const employee = await login(app(), DEMO.employee);
    const now = (await purchases(auditor, employee.id).expect(200)).body as AuditPurchasesResponse;
    const enrolments = now.enrolments.filter((e) => !e.reversed);
    expect(enrolments.length).toBeGreaterThanOrEqual(2);
    const byCredits = (answer: AuditPurchasesResponse) => answer.entitlements.filter((e) => e.source === 'credits');
    expect(
      byCredits(now)
        .map((e) => e.orderId)
        .sort(),
    ).toEqual(enrolments.map((e) => e.enrolmentId).sort());

    // The seed records each enrolment on its day and the access it gave when the seed ran: asked in between, both are there.
    for (const [index, enrolment] of enrolments.entries()) {
      const dayAfter = new Date(Date.parse(enrolment.at) + 24 * 3600 * 1000).toISOString();
      const then = (await purchases(auditor, employee.id, dayAfter).expect(200)).body as AuditPurchasesResponse;
      const enrolledBy = now.enrolments.filter((e) => e.at <= dayAfter).map((e) => e.enrolmentId);
      expect(then.enrolments.map((e) => e.enrolmentId)).toEqual(enrolledBy);
      expect(byCredits(then)).toEqual(byCredits(now).filter((e) => enrolledBy.includes(e.orderId!)));
      expect(byCredits(then)).toHaveLength(index + 1);
    }
    for (const enrolment of now.enrolments) {
      expect(enrolment.title?.en).toEqual(expect.any(String));
      expect(enrolment.title?.en).not.toBe(enrolment.itemId);
      expect(enrolment.costCentreName).toEqual(expect.any(String));
    }
    for (const access of byCredits(now)) expect([access.title?.th, access.costCentreName]).toEqual([expect.any(String), expect.any(String)]);
  });

  it('lets an organisation\u2019s admin read its own people only, and refuses learners, in English and Thai', async () => {
    const admin = await login(app(), DEMO.admin);
    const auditor = (await corporateAccount(app(), admin, 'AUDITOR')).auth;
    const ours = await organisation(admin);
    const theirs = await organisation(admin);
    const outsider = await signup(app());

    expect((await purchases(ours.boss, ours.learner).expect(200)).body).toMatchObject({ userId: ours.learner, orders: [], enrolments: [], entitlements: [] });
    expect((await purchases(auditor, ours.learner).expect(200)).body.userId).toBe(ours.learner);
    const foreign = await purchases(theirs.boss, ours.learner).expect(403);
    expect(foreign.body).toMatchObject({ code: 'FORBIDDEN', message: 'You do not have permission to do this' });
    expect((await purchases(ours.boss, outsider.id, null, 'th').expect(403)).body.message).toBe('คุณไม่มีสิทธิ์ทำรายการนี้');
    await purchases(outsider, outsider.id).expect(403);
    await purchases(await login(app(), DEMO.learner), ours.learner).expect(403);

    const unknown = await purchases(auditor, randomUUID()).expect(404);
    expect(unknown.body).toMatchObject({ code: 'NOT_FOUND', message: 'Not found' });
    expect((await purchases(auditor, randomUUID(), null, 'th').expect(404)).body.message).toBe('ไม่พบข้อมูล');
    const future = await purchases(auditor, ours.learner, new Date(Date.now() + YEAR).toISOString(), 'th').expect(400);
    expect(future.body.errors).toEqual([expect.objectContaining({ field: 'asOf', message: 'ต้องไม่เป็นเวลาในอนาคต' })]);
  });
});
