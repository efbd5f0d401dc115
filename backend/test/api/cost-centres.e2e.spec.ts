import { describe, expect, it } from '@jest/globals';
import {
  costCentreStream,
  organisationStream,
  type AuthResponse,
  type CostCentreBalance,
  type CostCentreEvent,
  type LedgerPage,
  type OrganisationEvent,
} from '@khru/contracts';
import { randomUUID } from 'node:crypto';
import { WorkflowsLeader } from '../../src/kernel/workflows/workflows-leader.js';
import { DEMO, bearer, login } from '../support/accounts.js';
import { appendAndWait, corporateAccount, employeeRecord, employeesSeeded, seedOrganisation } from '../support/corporate-world.js';
import { eventually } from '../support/eventually.js';
import { STORE_PROFILES, useTestApp } from '../support/test-app.js';

const DAY = 24 * 3600 * 1000;
const HOUR = 3600 * 1000;

describe.each(STORE_PROFILES)('cost centres API on %s', (profile) => {
  const { subject: app, http } = useTestApp(profile);

  /** Appends one event straight to the store, recorded at `occurredAt` (history from before this test), and waits for the read models. */
  const append = (streamId: string, event: OrganisationEvent | CostCentreEvent, occurredAt = new Date()) => appendAndWait(app(), streamId, [event], occurredAt);

  /** An organisation whose contract ends at `contractEnd`, with an admin and an HR person who have accounts. */
  const organisation = async (admin: AuthResponse, contractEnd = new Date(Date.now() + 365 * DAY)) => {
    const orgId = randomUUID();
    const boss = await corporateAccount(app(), admin, 'ORG_ADMIN');
    const hr = await corporateAccount(app(), admin, 'HR');
    const contract = { start: new Date(Date.now() - 30 * DAY).toISOString(), end: contractEnd.toISOString() };
    await seedOrganisation(app(), admin.id, orgId, [employeeRecord(boss, 'ORG_ADMIN'), employeeRecord(hr, 'HR')], contract);
    return { orgId, boss: boss.auth, hr: hr.auth, contractEnd: contract.end };
  };

  /** An employee (B2B) of the organisation whose enrolments draw on `costCentreId`. */
  const employee = async (admin: AuthResponse, orgId: string, costCentreId: string) => {
    const person = await corporateAccount(app(), admin, 'B2B');
    await append(organisationStream(orgId), employeesSeeded(orgId, admin.id, [employeeRecord(person, 'B2B', { costCentreId })]));
    return person;
  };

  /** A cost centre with history from before this test: opened at `opened.at`, then given `deposit.amount` credits at `deposit.at`. */
  const pastCostCentre = async (
    admin: AuthResponse,
    orgId: string,
    expiresAt: string,
    opened: { code: string; name: string; at: Date },
    deposit: { amount: number; invoiceRef: string; at: Date },
  ) => {
    const costCentreId = randomUUID();
    const { code, name } = opened;
    const { amount, invoiceRef } = deposit;
    await append(
      costCentreStream(costCentreId),
      { type: 'CostCentreOpened', data: { costCentreId, orgId, code, name, unlimited: false, expiresAt, by: admin.id, at: opened.at.toISOString() } },
      opened.at,
    );
    await append(
      costCentreStream(costCentreId),
      { type: 'CreditsDeposited', data: { costCentreId, amount, invoiceRef, by: admin.id, at: deposit.at.toISOString() } },
      deposit.at,
    );
    return costCentreId;
  };

  const open = (auth: AuthResponse, orgId: string, body: object, language = 'en') =>
    http().post(`/api/orgsapi/organizations/${orgId}/cost-centres`).set(bearer(auth)).set('Accept-Language', language).send(body);
  const openOk = async (auth: AuthResponse, orgId: string, code: string, unlimited = false) =>
    (await open(auth, orgId, { code, name: `${code} team`, unlimited }).expect(201)).body as { id: string; position: string };
  const post = (auth: AuthResponse, id: string, action: 'deposits' | 'transfers' | 'reversals', body: object, language = 'en') =>
    http().post(`/api/orgsapi/cost-centres/${id}/${action}`).set(bearer(auth)).set('Accept-Language', language).send(body);
  const balance = async (auth: AuthResponse, id: string, query = '') =>
    (await http().get(`/api/orgsapi/cost-centres/${id}${query}`).set(bearer(auth)).expect(200)).body as CostCentreBalance;
  const ledger = async (auth: AuthResponse, id: string, query = '') =>
    (await http().get(`/api/orgsapi/cost-centres/${id}/ledger${query}`).set(bearer(auth)).expect(200)).body as LedgerPage;
  const asOf = (instant: Date) => `?asOf=${encodeURIComponent(instant.toISOString())}`;

  it('an organisation admin opens cost centres with codes of their own; a platform admin deposits; balances and the list follow', async () => {
    const admin = await login(app(), DEMO.admin);
    const { orgId, boss, hr, contractEnd } = await organisation(admin);
    const ops = await openOk(boss, orgId, 'OPS');
    expect(await balance(boss, ops.id, `?after=${ops.position}`)).toMatchObject({
      id: ops.id,
      orgId,
      code: 'OPS',
      name: 'OPS team',
      unlimited: false,
      balance: 0,
      used: 0,
      expiresAt: contractEnd,
    });
    const taken = await open(boss, orgId, { code: 'OPS', name: 'Again', unlimited: true }).expect(400);
    expect(taken.body.errors).toEqual([expect.objectContaining({ field: 'code', message: 'This code is already used in the organisation' })]);
    expect((await open(boss, orgId, { code: 'OPS', name: 'Again', unlimited: true }, 'th').expect(400)).body.errors[0].message).toBe('รหัสนี้ถูกใช้แล้วในองค์กร');
    expect((await open(boss, orgId, { code: 'no spaces', name: 'x', unlimited: false }).expect(400)).body.errors[0].field).toBe('code');
    const sales = await openOk(admin, orgId, 'SALES', true);
    await open(admin, randomUUID(), { code: 'OPS', name: 'Nowhere', unlimited: false }).expect(404);
    // HR manages people, not cost centres.
    await open(hr, orgId, { code: 'HR', name: 'HR', unlimited: false }).expect(403);

    const deposited = await post(admin, ops.id, 'deposits', { amount: 100, invoiceRef: 'INV-2026-001' }).expect(200);
    expect(await balance(hr, ops.id, `?after=${deposited.body.position}`)).toMatchObject({ balance: 100, used: 0 });
    expect((await post(admin, ops.id, 'deposits', { amount: 0, invoiceRef: 'INV' }).expect(400)).body.errors[0].field).toBe('amount');
    await post(admin, randomUUID(), 'deposits', { amount: 5, invoiceRef: 'INV' }).expect(404);
    const list = (await http().get(`/api/orgsapi/organizations/${orgId}/cost-centres?after=${sales.position}`).set(bearer(hr)).expect(200))
      .body as CostCentreBalance[];
    expect(list.map((c) => [c.code, c.balance, c.unlimited])).toEqual([
      ['OPS', 100, false],
      ['SALES', 0, true],
    ]);
  });

  it('refuses deposits to anyone but a platform admin and another organisation\u2019s admin everywhere, in English and Thai', async () => {
    const admin = await login(app(), DEMO.admin);
    const ours = await organisation(admin);
    const theirs = await organisation(admin);
    const ops = await openOk(ours.boss, ours.orgId, 'OPS');
    const learner = await employee(admin, ours.orgId, ops.id);
    await post(admin, ops.id, 'deposits', { amount: 50, invoiceRef: 'INV-1' }).expect(200);

    const byEmployee = await post(learner.auth, ops.id, 'deposits', { amount: 50, invoiceRef: 'INV-1' }).expect(403);
    expect(byEmployee.body).toMatchObject({ code: 'FORBIDDEN', message: 'You do not have permission to do this' });
    expect((await post(learner.auth, ops.id, 'deposits', { amount: 50, invoiceRef: 'INV-1' }, 'th').expect(403)).body.message).toBe('คุณไม่มีสิทธิ์ทำรายการนี้');
    await post(ours.boss, ops.id, 'deposits', { amount: 50, invoiceRef: 'INV-1' }).expect(403);
    // The employee reads their own cost centre's balance (the profile banner), and no ledger.
    expect((await balance(learner.auth, ops.id)).balance).toBe(50);
    await http().get(`/api/orgsapi/cost-centres/${ops.id}/ledger`).set(bearer(learner.auth)).expect(403);

    const stranger = theirs.boss;
    const refusals = await Promise.all([
      open(stranger, ours.orgId, { code: 'X', name: 'X', unlimited: false }),
      http().get(`/api/orgsapi/organizations/${ours.orgId}/cost-centres`).set(bearer(stranger)),
      http().get(`/api/orgsapi/cost-centres/${ops.id}`).set(bearer(stranger)),
      http().get(`/api/orgsapi/cost-centres/${ops.id}/ledger`).set(bearer(stranger)),
      http().get(`/api/orgsapi/cost-centres/${ops.id}/ledger/export`).set(bearer(stranger)),
      post(stranger, ops.id, 'transfers', { toCostCentreId: ops.id, amount: 1 }),
      post(stranger, ops.id, 'reversals', { enrolmentId: 'e-1' }, 'th'),
    ]);
    expect(refusals.map((r) => [r.status, r.body.code])).toEqual(Array(7).fill([403, 'FORBIDDEN']));
    expect(refusals[6]!.body.message).toBe('คุณไม่มีสิทธิ์ทำรายการนี้');
    // Nor may they send credits to another organisation's cost centre from their own.
    const theirOps = await openOk(theirs.boss, theirs.orgId, 'OPS');
    await post(admin, theirOps.id, 'deposits', { amount: 10, invoiceRef: 'INV-9' }).expect(200);
    await post(theirs.boss, theirOps.id, 'transfers', { toCostCentreId: ops.id, amount: 5 }).expect(404);
    await http()
      .get(`/api/orgsapi/cost-centres/${ops.id}`)
      .set(bearer(await login(app(), DEMO.learner)))
      .expect(403);
  });

  it('answers the balance and the ledger as of an instant from the events, and pages the ledger newest first', async () => {
    const admin = await login(app(), DEMO.admin);
    const { orgId, boss, contractEnd } = await organisation(admin);
    // History from before this test: opened three days ago, 40 credits two days ago.
    const id = await pastCostCentre(
      admin,
      orgId,
      contractEnd,
      { code: 'FIN', name: 'Finance', at: new Date(Date.now() - 3 * DAY) },
      { amount: 40, invoiceRef: 'INV-OLD', at: new Date(Date.now() - 2 * DAY) },
    );
    await post(admin, id, 'deposits', { amount: 60, invoiceRef: 'INV-NEW' }).expect(200);

    const yesterday = new Date(Date.now() - DAY);
    expect(await balance(boss, id, asOf(yesterday))).toMatchObject({ balance: 40, asOf: yesterday.toISOString() });
    expect((await balance(boss, id)).balance).toBe(100);
    const before = await http()
      .get(`/api/orgsapi/cost-centres/${id}${asOf(new Date(Date.now() - 4 * DAY))}`)
      .set(bearer(boss))
      .set('Accept-Language', 'th');
    expect([before.status, before.body.message]).toEqual([404, 'ไม่พบข้อมูล']);
    const future = await http()
      .get(`/api/orgsapi/cost-centres/${id}${asOf(new Date(Date.now() + DAY))}`)
      .set(bearer(boss))
      .expect(400);
    expect(future.body.errors).toEqual([expect.objectContaining({ field: 'asOf', message: 'This must not be in the future' })]);

    // Today's deposit leads the first page; every line keeps the balance after it.
    const first = await ledger(boss, id, '?take=2');
    expect(first).toMatchObject({ costCentreId: id, unlimited: false, balance: 100, total: 3 });
    expect(first.items.map((e) => [e.type, e.amount, e.balanceAfter, e.reference, e.by])).toEqual([
      ['CreditsDeposited', 60, 100, 'INV-NEW', admin.id],
      ['CreditsDeposited', 40, 40, 'INV-OLD', admin.id],
    ]);
    const rest = await ledger(boss, id, '?skip=2&take=2');
    expect(rest.items.map((e) => [e.type, e.amount, e.balanceAfter, e.reference])).toEqual([['CostCentreOpened', 0, 0, 'FIN']]);
    expect(rest.items[0]!.position < first.items[1]!.position).toBe(true);
    const then = await ledger(boss, id, asOf(yesterday));
    expect([then.total, then.balance, then.items[0]!.reference]).toEqual([2, 40, 'INV-OLD']);
    expect((await http().get(`/api/orgsapi/cost-centres/${id}/ledger?take=500`).set(bearer(boss)).expect(400)).body.errors[0].field).toBe('take');
  });

  it('transfers credits between two cost centres of one organisation: out of one, into the other once', async () => {
    const admin = await login(app(), DEMO.admin);
    const { orgId, boss, hr } = await organisation(admin);
    const ops = await openOk(boss, orgId, 'OPS');
    const sales = await openOk(boss, orgId, 'SALES');
    const unlimited = await openOk(boss, orgId, 'ALL', true);
    await post(admin, ops.id, 'deposits', { amount: 100, invoiceRef: 'INV-1' }).expect(200);

    const sent = await post(boss, ops.id, 'transfers', { toCostCentreId: sales.id, amount: 30 }).expect(200);
    expect(sent.body.transferId).toEqual(expect.any(String));
    expect((await balance(boss, ops.id, `?after=${sent.body.position}`)).balance).toBe(70);
    const arrived = await eventually(
      () => balance(boss, sales.id),
      (b) => b.balance === 30,
    );
    expect(arrived.balance).toBe(30);
    const outLine = (await ledger(boss, ops.id)).items[0]!;
    const inLine = (await ledger(boss, sales.id)).items[0]!;
    expect([outLine.type, outLine.amount, outLine.reference, outLine.by]).toEqual(['CreditsTransferredOut', -30, sent.body.transferId, boss.id]);
    expect([inLine.type, inLine.amount, inLine.reference, inLine.by]).toEqual(['CreditsTransferredIn', 30, sent.body.transferId, boss.id]);
    // Each line names the other cost centre, so nobody looks its id up.
    expect([outLine.counterpart, inLine.counterpart]).toEqual([
      { costCentreId: sales.id, name: 'SALES team' },
      { costCentreId: ops.id, name: 'OPS team' },
    ]);
    expect([outLine.item, inLine.item]).toEqual([null, null]);

    const same = await post(boss, ops.id, 'transfers', { toCostCentreId: ops.id, amount: 1 }).expect(400);
    expect(same.body.errors).toEqual([expect.objectContaining({ field: 'toCostCentreId', message: 'Choose a different cost centre' })]);
    expect((await post(boss, ops.id, 'transfers', { toCostCentreId: ops.id, amount: 1 }, 'th').expect(400)).body.errors[0].message).toBe('กรุณาเลือกศูนย์ต้นทุนอื่น');
    const tooMuch = await post(boss, ops.id, 'transfers', { toCostCentreId: sales.id, amount: 71 }).expect(400);
    expect(tooMuch.body.errors).toEqual([expect.objectContaining({ field: 'amount', message: 'Only 70 credits are left to transfer' })]);
    expect((await post(boss, ops.id, 'transfers', { toCostCentreId: sales.id, amount: 71 }, 'th').expect(400)).body.errors[0].message).toBe(
      'เหลือเครดิตให้โอนได้เพียง 70 เครดิต',
    );
    const fromUnlimited = await post(boss, unlimited.id, 'transfers', { toCostCentreId: sales.id, amount: 1 }).expect(400);
    expect(fromUnlimited.body.errors[0].message).toBe('An unlimited cost centre has no credits to transfer');
    await post(boss, ops.id, 'transfers', { toCostCentreId: randomUUID(), amount: 1 }).expect(404);
    // HR manages people; moving credits is the organisation admin's.
    await post(hr, ops.id, 'transfers', { toCostCentreId: sales.id, amount: 1 }).expect(403);
    expect((await balance(boss, ops.id)).balance).toBe(70);
  });

  it('concurrent transfers out of one cost centre never overdraw it', async () => {
    const admin = await login(app(), DEMO.admin);
    const { orgId, boss } = await organisation(admin);
    const source = await openOk(boss, orgId, 'SRC');
    const target = await openOk(boss, orgId, 'DST');
    await post(admin, source.id, 'deposits', { amount: 100, invoiceRef: 'INV-1' }).expect(200);

    const answers = await Promise.all(Array.from({ length: 12 }, () => post(boss, source.id, 'transfers', { toCostCentreId: target.id, amount: 30 })));
    const sent = answers.filter((a) => a.status === 200);
    expect(sent).toHaveLength(3);
    expect(answers.filter((a) => a.status !== 200).map((a) => [a.status, a.body.errors?.[0]?.field])).toEqual(Array(9).fill([400, 'amount']));
    const last = sent
      .map((a) => a.body.position as string)
      .sort()
      .at(-1)!;
    expect((await balance(boss, source.id, `?after=${last}`)).balance).toBe(10);
    expect(
      (
        await eventually(
          () => balance(boss, target.id),
          (b) => b.balance === 90,
        )
      ).balance,
    ).toBe(90);
    const lines = (await ledger(boss, source.id)).items;
    expect(lines.map((l) => l.balanceAfter)).toEqual([10, 40, 70, 100, 0]);
  });

  it('gives an enrolment\u2019s credits back within the window only, to the organisation\u2019s admin or HR', async () => {
    const admin = await login(app(), DEMO.admin);
    const { orgId, boss, hr, contractEnd } = await organisation(admin);
    const tenDaysAgo = new Date(Date.now() - 10 * DAY);
    const eightDaysAgo = new Date(Date.now() - 8 * DAY);
    const id = await pastCostCentre(
      admin,
      orgId,
      contractEnd,
      { code: 'LRN', name: 'Learning', at: tenDaysAgo },
      { amount: 100, invoiceRef: 'INV-1', at: tenDaysAgo },
    );
    const stream = costCentreStream(id);
    const learner = await employee(admin, orgId, id);
    const deduction = (enrolmentId: string, itemId: string, at: Date): CostCentreEvent => ({
      type: 'CreditsDeducted',
      data: { costCentreId: id, orgId, enrolmentId, userId: learner.id, itemId, isBundle: false, courseIds: [itemId], amount: 30, at: at.toISOString() },
    });
    await append(stream, deduction('enrolment-old', 'git-and-github', eightDaysAgo), eightDaysAgo);
    await append(stream, deduction('enrolment-new', 'secure-coding', new Date(Date.now() - HOUR)), new Date(Date.now() - HOUR));

    const late = await post(boss, id, 'reversals', { enrolmentId: 'enrolment-old' }).expect(400);
    expect(late.body.errors).toEqual([expect.objectContaining({ field: 'enrolmentId', message: 'An enrolment can be cancelled within 7 days only' })]);
    expect((await post(boss, id, 'reversals', { enrolmentId: 'enrolment-old' }, 'th').expect(400)).body.errors[0].message).toBe(
      'ยกเลิกการลงทะเบียนได้ภายใน 7 วันเท่านั้น',
    );
    await post(learner.auth, id, 'reversals', { enrolmentId: 'enrolment-new' }).expect(403);
    await post(hr, id, 'reversals', { enrolmentId: 'no-such-enrolment' }).expect(404);
    const reversed = await post(hr, id, 'reversals', { enrolmentId: 'enrolment-new' }).expect(200);
    expect(await balance(boss, id, `?after=${reversed.body.position}`)).toMatchObject({ balance: 70, used: 30 });
    const again = await post(boss, id, 'reversals', { enrolmentId: 'enrolment-new' }).expect(400);
    expect(again.body.errors[0].message).toBe('This enrolment was already cancelled');
    const [reversal, deducted] = (await ledger(boss, id)).items;
    expect(reversal).toMatchObject({ type: 'CreditsReversed', amount: 30, balanceAfter: 70, reference: 'enrolment-new' });
    // The reversal names the course its enrolment was for, in both languages, as the deduction does.
    expect(reversal!.item).toEqual({ itemId: 'secure-coding', isBundle: false, title: { en: expect.any(String), th: expect.any(String) } });
    expect(reversal!.item!.title!.en).not.toBe('secure-coding');
    expect(deducted!.item).toEqual(reversal!.item);
  });

  it('expires what is left at the contract end, after which no credits move', async () => {
    const admin = await login(app(), DEMO.admin);
    const { orgId, boss, contractEnd } = await organisation(admin, new Date(Date.now() + HOUR));
    const ops = await openOk(boss, orgId, 'OPS');
    const sales = await openOk(boss, orgId, 'SALES');
    const unlimited = await openOk(boss, orgId, 'ALL', true);
    await post(admin, ops.id, 'deposits', { amount: 80, invoiceRef: 'INV-1' }).expect(200);
    await balance(boss, unlimited.id, `?after=${unlimited.position}`);

    await app()
      .app.get(WorkflowsLeader)
      .runDue(new Date(Date.parse(contractEnd) + 1000));
    const expired = await eventually(
      () => balance(boss, ops.id),
      (b) => b.balance === 0,
    );
    expect(expired.used).toBe(0);
    expect((await ledger(boss, ops.id)).items[0]).toMatchObject({ type: 'CreditsExpired', amount: -80, balanceAfter: 0, by: 'system' });
    expect(
      (
        await eventually(
          () => ledger(boss, unlimited.id),
          (l) => l.total === 2,
        )
      ).items[0],
    ).toMatchObject({ type: 'CreditsExpired', amount: 0 });

    const deposit = await post(admin, ops.id, 'deposits', { amount: 10, invoiceRef: 'INV-2' }).expect(400);
    expect(deposit.body.errors).toEqual([expect.objectContaining({ field: 'costCentreId', message: 'The credits of this cost centre have expired' })]);
    expect((await post(admin, ops.id, 'deposits', { amount: 10, invoiceRef: 'INV-2' }, 'th').expect(400)).body.errors[0].message).toBe(
      'เครดิตของศูนย์ต้นทุนนี้หมดอายุแล้ว',
    );
    const transfer = await post(boss, sales.id, 'transfers', { toCostCentreId: ops.id, amount: 1 }).expect(400);
    expect(transfer.body.errors[0].message).toBe('The credits of this cost centre have expired');
    // Polling again expires nothing twice.
    await app()
      .app.get(WorkflowsLeader)
      .runDue(new Date(Date.parse(contractEnd) + 2000));
    expect((await ledger(boss, ops.id)).total).toBe(3);
  });
});
