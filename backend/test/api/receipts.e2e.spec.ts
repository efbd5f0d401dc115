import { describe, expect, it } from '@jest/globals';
import type { AuthResponse, MailMessageResponse, PaymentStartedResponse, UserResponse } from '@khru/contracts';
import type { SandboxPaymentGateway } from '@khru/platform';
import { randomUUID } from 'node:crypto';
import { DEMO, bearer, login, signup, uniqueEmail } from '../support/accounts.js';
import { SEND_RECEIPT_MAIL, type SendReceiptMailInput } from '../../src/commerce/receipts/send-receipt-mail.js';
import { commandMetadata } from '../../src/kernel/commands/command-metadata.js';
import { PAYMENT_GATEWAY } from '../../src/kernel/infrastructure/tokens.js';
import { WorkflowRegistry } from '../../src/kernel/workflows/workflow-registry.js';
import { effect as workflowEffect } from '../../src/kernel/workflows/workflow.js';
import { STORE_PROFILES, useTestApp } from '../support/test-app.js';
import { eventually } from '../support/eventually.js';
import { readOrder } from '../support/orders.js';

const course = (itemId: string) => ({ itemId, isBundle: false });

describe.each(STORE_PROFILES)('refunds by line, receipt mail and tax invoices on %s', (profile) => {
  const { subject: app, http } = useTestApp(profile);
  const order = (auth: AuthResponse, orderId: string) => readOrder((path) => http().get(path), auth, orderId);
  const profileOf = async (auth: AuthResponse) => (await http().get(`/api/userprofileapi/user/${auth.id}`).set(bearer(auth)).expect(200)).body as UserResponse;
  const mailTo = async (email: string) => {
    const admin = await login(app(), DEMO.admin);
    return ((await http().get('/api/mailapi/messages').set(bearer(admin)).expect(200)).body.data as MailMessageResponse[]).filter((m) => m.to === email);
  };
  /** Buys the items by card (the checkout in `locale`) and waits for the receipt. */
  const buy = async (me: AuthResponse, items: object[], locale: 'en' | 'th', voucherCode?: string) => {
    const started = (
      await http()
        .post('/api/paymentapi/payment')
        .set(bearer(me))
        .set('Accept-Language', locale)
        .set('Idempotency-Key', randomUUID())
        .send({ items, ...(voucherCode ? { voucherCode } : {}) })
        .expect(200)
    ).body as PaymentStartedResponse;
    await http().post(started.payUrl!).type('form').send({ cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }).expect(303);
    return eventually(
      () => order(me, started.orderId),
      (o) => o.status === 'paid' && o.receiptNo !== null,
    );
  };
  const refundLine = (me: AuthResponse, orderId: string, itemId: string, locale = 'en') =>
    http().post(`/api/paymentapi/orders/${orderId}/lines/${itemId}/refund`).set(bearer(me)).set('Accept-Language', locale).send({});

  it('refunds one line of an order, its share of what was paid, once; only its access ends; the rest goes back after', async () => {
    const me = await signup(app());
    // 690 + 890 = 1580, 20% off: 1264 paid; each line gives back its price times 1264/1580.
    const paid = await buy(me, [course('git-and-github'), course('seo-fundamentals')], 'en', 'KHRU20');
    expect(paid.total).toBe(1264);
    expect(paid.lineRefunds).toEqual([
      expect.objectContaining({ itemId: 'git-and-github', refundAmountNow: 552, refundedAmount: null }),
      expect.objectContaining({ itemId: 'seo-fundamentals', refundAmountNow: 712, refundedAmount: null }),
    ]);
    await refundLine(await signup(app()), paid.id, 'git-and-github').expect(404);
    await refundLine(me, paid.id, 'git-and-github').expect(200);
    const user = await eventually(
      () => profileOf(me),
      (u) => !u.purchasedCourseIds.includes('git-and-github'),
    );
    expect(user.purchasedCourseIds).toEqual(['seo-fundamentals']);
    await http().get('/api/coursesapi/course/git-and-github/learning').set(bearer(me)).expect(403);
    await http().get('/api/coursesapi/course/seo-fundamentals/learning').set(bearer(me)).expect(200);
    const partly = await eventually(
      () => order(me, paid.id),
      (o) => o.refundedAmount === 552,
    );
    expect(partly).toMatchObject({
      status: 'paid',
      refundAmountNow: 712,
      lineRefunds: [expect.objectContaining({ refundedAmount: 552, refundAmountNow: null }), expect.objectContaining({ refundAmountNow: 712 })],
    });

    const twice = await refundLine(me, paid.id, 'git-and-github', 'th').expect(400);
    expect(twice.body.errors[0]).toMatchObject({ field: 'itemId', message: 'รายการนี้ได้รับเงินคืนไปแล้ว' });

    await http().post(`/api/paymentapi/orders/${paid.id}/refund`).set(bearer(me)).send({}).expect(200);
    const whole = await eventually(
      () => order(me, paid.id),
      (o) => o.status === 'refunded',
    );
    expect(whole).toMatchObject({ refundedAmount: 1264, refundableUntil: null });
    await eventually(
      () => profileOf(me),
      (u) => u.purchasedCourseIds.length === 0,
    );
    const sandbox = app().app.get<SandboxPaymentGateway>(PAYMENT_GATEWAY);
    expect((await sandbox.refundRequests(`${paid.id}-1`)).sort()).toEqual([`refund:${paid.id}:git-and-github`, `refund:${paid.id}:seo-fundamentals`]);
  });

  it('mails the receipt in the checkout\u2019s language and each refund once, with links on the public address', async () => {
    const email = uniqueEmail('receipt');
    const me = await signup(app(), email);
    const paid = await buy(me, [course('git-and-github'), course('seo-fundamentals')], 'th');
    const [receipt] = await eventually(
      () => mailTo(email),
      (mails) => mails.length === 1,
    );
    expect(receipt!.subject).toBe(`Khru: ใบเสร็จรับเงิน ${paid.receiptNo}`);
    expect(receipt!.text).toContain('4242');
    expect(receipt!.text).toContain(`${app().config.publicUrl}/tax-invoice/${paid.id}?lang=th`);
    await refundLine(me, paid.id, 'seo-fundamentals').expect(200);
    const mails = await eventually(
      () => mailTo(email),
      (all) => all.length === 2,
    );
    const refund = mails.find((m) => m.subject.includes('คืนเงิน'))!;
    expect(refund.subject).toBe('Khru: คืนเงิน ฿890');
    expect(refund.text).toContain('SEO');
    expect(refund.text).not.toContain('Git');
    // The feed delivering the receipt's event again runs the effect again: the mail is not sent twice.
    const send = app().app.get(WorkflowRegistry).effects().get(SEND_RECEIPT_MAIL)!;
    const again: SendReceiptMailInput = {
      key: 'receipt',
      kind: 'payment',
      orderId: paid.id,
      userId: me.id,
      locale: 'th',
      receiptNo: paid.receiptNo,
      lines: paid.lines,
      amount: paid.total,
      cardLast4: '4242',
      at: paid.paidAt!,
    };
    await send(workflowEffect(SEND_RECEIPT_MAIL, again), commandMetadata());
    expect(await mailTo(email)).toHaveLength(2);
  });

  it('sends the reset link on the public address, opening in the language it was asked in', async () => {
    const email = uniqueEmail('reset');
    await signup(app(), email);
    await http()
      .post('/api/authapi/auth/forgot-password')
      .set('Accept-Language', 'th')
      .send({ email })
      .expect((r) => expect(r.status).toBeLessThan(300));
    const [mail] = await eventually(
      () => mailTo(email),
      (mails) => mails.length === 1,
    );
    expect(mail!.text).toMatch(new RegExp(`${app().config.publicUrl.replace(/[.]/g, '\\.')}/auth/reset-password\\?token=[^\\s]+&lang=th`));
  });

  it('names the buyer on a full tax invoice (tax id checked) and gives it as a PDF', async () => {
    const me = await signup(app());
    const paid = await buy(me, [course('git-and-github')], 'en');
    const bad = await http()
      .put(`/api/paymentapi/orders/${paid.id}/tax-invoice-buyer`)
      .set(bearer(me))
      .set('Accept-Language', 'th')
      .send({ name: 'บริษัท ตัวอย่าง จำกัด', address: 'กรุงเทพฯ', taxId: '3101234567891', branch: '00000' })
      .expect(400);
    expect(bad.body.errors).toEqual([expect.objectContaining({ field: 'taxId', message: 'เลขประจำตัวผู้เสียภาษีต้องมี 13 หลักและหลักสุดท้ายต้องถูกต้อง กรุณาตรวจสอบอีกครั้ง' })]);
    await http().get(`/api/paymentapi/orders/${paid.id}/tax-invoice.pdf`).set(bearer(me)).expect(400);
    const buyer = { name: 'บริษัท ตัวอย่าง จำกัด', address: '1 ถนนสีลม กรุงเทพฯ 10500', taxId: '3101234567893', branch: '00001' };
    await http().put(`/api/paymentapi/orders/${paid.id}/tax-invoice-buyer`).set(bearer(me)).send(buyer).expect(200);
    await eventually(
      () => order(me, paid.id),
      (o) => o.taxInvoiceBuyer !== null,
    );
    await http()
      .put(`/api/paymentapi/orders/${paid.id}/tax-invoice-buyer`)
      .set(bearer(await signup(app())))
      .send(buyer)
      .expect(404);
    const pdf = await http()
      .get(`/api/paymentapi/orders/${paid.id}/tax-invoice.pdf?lang=th`)
      .set(bearer(me))
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses an instructor her own course in the cart and at checkout, in English and Thai', async () => {
    const kanya = await login(app(), DEMO.instructor);
    const cart = await http()
      .post('/api/paymentapi/cart')
      .set(bearer(kanya))
      .send({ items: [course('sql-for-analysts')] })
      .expect(403);
    expect(cart.body.errors[0]).toMatchObject({ field: 'items.0.itemId', message: 'You teach this course: it cannot be bought from your own account' });
    const buying = await http()
      .post('/api/paymentapi/payment')
      .set(bearer(kanya))
      .set('Accept-Language', 'th')
      .set('Idempotency-Key', randomUUID())
      .send({ items: [course('git-and-github'), course('sql-for-analysts')] })
      .expect(403);
    expect(buying.body.errors[0]).toMatchObject({ field: 'items.1.itemId', message: 'คุณเป็นผู้สอนคอร์สนี้ จึงซื้อด้วยบัญชีของตัวเองไม่ได้' });
    await http()
      .post('/api/paymentapi/cart')
      .set(bearer(kanya))
      .send({ items: [course('git-and-github')] })
      .expect(200);
  });
});
