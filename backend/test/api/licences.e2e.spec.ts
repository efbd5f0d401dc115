import { describe, expect, it } from '@jest/globals';
import type { AuthResponse, LicenceResponse } from '@khru/contracts';
import { randomUUID } from 'node:crypto';
import { DEMO, bearer, login } from '../support/accounts.js';
import { corporateAccount, employeeRecord, seedOrganisation } from '../support/corporate-world.js';
import { STORE_PROFILES, useTestApp } from '../support/test-app.js';

const DAY = 24 * 3600 * 1000;

describe.each(STORE_PROFILES)('licences API on %s', (profile) => {
  const { subject: app, http } = useTestApp(profile);

  /** An organisation with its admin (an account) and three learners. */
  const organisation = async (admin: AuthResponse) => {
    const orgId = randomUUID();
    const boss = await corporateAccount(app(), admin, 'ORG_ADMIN');
    const people = ['Anan', 'Malee', 'Chai'].map((firstName) =>
      employeeRecord({ id: randomUUID(), email: `${firstName.toLowerCase()}-${orgId.slice(0, 8)}@example.com` }, 'B2B', { firstName, lastName: 'Srisuk' }),
    );
    await seedOrganisation(app(), admin.id, orgId, [employeeRecord(boss, 'ORG_ADMIN', { firstName: 'Boss', lastName: 'Srisuk' }), ...people]);
    return { orgId, boss: boss.auth, people: people.map((p) => p.userId) };
  };

  const pool = (overrides: object = {}) => ({
    name: 'Compliance 2026',
    seats: 2,
    validFrom: new Date(Date.now() - DAY).toISOString(),
    validUntil: new Date(Date.now() + 365 * DAY).toISOString(),
    allCatalogue: false,
    courseIds: ['git-and-github'],
    bundleIds: ['pdpa-compliance-pack'],
    ...overrides,
  });
  const licencesOf = async (auth: AuthResponse, orgId: string, after: string | null) =>
    (
      await http()
        .get(`/api/orgsapi/organizations/${orgId}/licences${after ? `?after=${after}` : ''}`)
        .set(bearer(auth))
        .expect(200)
    ).body as LicenceResponse[];
  const seats = (auth: AuthResponse, licenceId: string, change: 'assign' | 'revoke', userIds: string[], language = 'en') =>
    http().post(`/api/orgsapi/licences/${licenceId}/${change}`).set(bearer(auth)).set('Accept-Language', language).send({ userIds });

  it('opens a pool for an organisation; its admin gives seats once per person, all or nothing, and takes them back', async () => {
    const admin = await login(app(), DEMO.admin);
    const { orgId, boss, people } = await organisation(admin);
    const [anan, malee, chai] = people as [string, string, string];
    const opened = await http().post(`/api/orgsapi/organizations/${orgId}/licences`).set(bearer(admin)).send(pool()).expect(201);
    const licenceId = opened.body.id as string;
    const [listed] = await licencesOf(boss, orgId, opened.body.position);
    expect(listed).toMatchObject({
      id: licenceId,
      orgId,
      name: 'Compliance 2026',
      seats: 2,
      seatsUsed: 0,
      coverage: { all: false, courseIds: ['git-and-github'], bundleIds: ['pdpa-compliance-pack'] },
      holders: [],
    });

    const given = await seats(boss, licenceId, 'assign', [anan, malee, anan]).expect(200);
    expect((await licencesOf(boss, orgId, given.body.position))[0]).toMatchObject({
      seatsUsed: 2,
      holders: [
        { userId: anan, name: 'Anan Srisuk', email: expect.stringMatching(/^anan-/) },
        { userId: malee, name: 'Malee Srisuk', email: expect.stringMatching(/^malee-/) },
      ],
    });
    expect((await seats(boss, licenceId, 'assign', [anan]).expect(200)).body.position).toBeNull();

    const full = await seats(boss, licenceId, 'assign', [chai]).expect(400);
    expect(full.body.errors).toEqual([expect.objectContaining({ field: 'userIds', message: 'Only 0 seats are left on this licence' })]);
    const back = await seats(boss, licenceId, 'revoke', [malee, chai]).expect(200);
    expect((await licencesOf(boss, orgId, back.body.position))[0]!.holders.map((h) => h.userId)).toEqual([anan]);
    const tooMany = await seats(boss, licenceId, 'assign', [malee, chai], 'th').expect(400);
    expect(tooMany.body.errors).toEqual([expect.objectContaining({ field: 'userIds', message: 'สิทธิ์การใช้งานนี้เหลือเพียง 1 ที่นั่ง' })]);
    expect((await licencesOf(boss, orgId, null))[0]!.holders.map((h) => h.userId)).toEqual([anan]);
    await seats(boss, licenceId, 'assign', [chai]).expect(200);
  });

  it('names people who are not active members of the organisation, and refuses another organisation\u2019s admin', async () => {
    const admin = await login(app(), DEMO.admin);
    const ours = await organisation(admin);
    const theirs = await organisation(admin);
    const opened = await http()
      .post(`/api/orgsapi/organizations/${ours.orgId}/licences`)
      .set(bearer(admin))
      .send(pool({ allCatalogue: true }))
      .expect(201);
    const licenceId = opened.body.id as string;

    const strangers = await seats(ours.boss, licenceId, 'assign', [ours.people[0]!, theirs.people[0]!, 'nobody']).expect(400);
    expect(strangers.body.errors).toEqual([
      expect.objectContaining({ field: 'userIds.1', message: 'This person is not an active member of the organisation' }),
      expect.objectContaining({ field: 'userIds.2', message: 'This person is not an active member of the organisation' }),
    ]);
    const th = await seats(ours.boss, licenceId, 'assign', [theirs.people[0]!], 'th').expect(400);
    expect(th.body.errors[0].message).toBe('บุคคลนี้ไม่ได้เป็นพนักงานที่ใช้งานอยู่ขององค์กร');
    expect((await licencesOf(ours.boss, ours.orgId, opened.body.position))[0]!.holders).toEqual([]);

    const refused = await seats(theirs.boss, licenceId, 'assign', [theirs.people[0]!]).expect(403);
    expect(refused.body).toMatchObject({ code: 'FORBIDDEN', message: 'You do not have permission to do this' });
    const refusedTh = await seats(theirs.boss, licenceId, 'revoke', [ours.people[0]!], 'th').expect(403);
    expect(refusedTh.body.message).toBe('คุณไม่มีสิทธิ์ทำรายการนี้');
    await http().get(`/api/orgsapi/organizations/${ours.orgId}/licences`).set(bearer(theirs.boss)).expect(403);
    await http().post(`/api/orgsapi/organizations/${ours.orgId}/licences`).set(bearer(ours.boss)).send(pool()).expect(403);
    await http()
      .get(`/api/orgsapi/organizations/${ours.orgId}/licences`)
      .set(bearer(await login(app(), DEMO.learner)))
      .expect(403);
    await seats(admin, randomUUID(), 'assign', [ours.people[0]!]).expect(404);
  });

  it('refuses a pool that ends before it starts, covers what the catalogue lacks, or is for no organisation, in English and Thai', async () => {
    const admin = await login(app(), DEMO.admin);
    const { orgId } = await organisation(admin);
    const open = (body: object, language = 'en', org = orgId) =>
      http().post(`/api/orgsapi/organizations/${org}/licences`).set(bearer(admin)).set('Accept-Language', language).send(body);

    const backwards = pool({ validUntil: pool().validFrom });
    expect((await open(backwards).expect(400)).body.errors).toEqual([
      expect.objectContaining({ field: 'validUntil', message: 'The end must come after the start' }),
    ]);
    expect((await open(backwards, 'th').expect(400)).body.errors[0].message).toBe('วันสิ้นสุดต้องอยู่หลังวันเริ่มต้น');
    const unknown = await open(pool({ courseIds: ['git-and-github', 'no-such-course'], bundleIds: ['no-such-bundle'] })).expect(400);
    expect(unknown.body).toMatchObject({ code: 'NOT_EXIST_FOREIGN_KEY' });
    expect(unknown.body.errors.map((e: { field: string }) => e.field)).toEqual(['courseIds.1', 'bundleIds.0']);
    expect((await open(pool({ seats: 0 })).expect(400)).body.errors.map((e: { field: string }) => e.field)).toEqual(['seats']);
    expect((await open(pool(), 'th', randomUUID()).expect(404)).body.message).toBe('ไม่พบข้อมูล');
    expect(await licencesOf(admin, orgId, null)).toEqual([]);
  });

  it('lets an auditor read who held seats before a revocation, as of any instant, and the organisation\u2019s own admin only its own', async () => {
    const admin = await login(app(), DEMO.admin);
    const ours = await organisation(admin);
    const theirs = await organisation(admin);
    const auditor = (await corporateAccount(app(), admin, 'AUDITOR')).auth;
    const beforePool = new Date().toISOString();
    const opened = await http().post(`/api/orgsapi/organizations/${ours.orgId}/licences`).set(bearer(admin)).send(pool()).expect(201);
    const licenceId = opened.body.id as string;
    await seats(ours.boss, licenceId, 'assign', ours.people.slice(0, 2)).expect(200);
    await new Promise((r) => setTimeout(r, 5));
    const beforeRevoke = new Date().toISOString();
    await new Promise((r) => setTimeout(r, 5));
    await seats(ours.boss, licenceId, 'revoke', [ours.people[0]!]).expect(200);

    const asOf = (auth: AuthResponse, instant: string | null, language = 'en') =>
      http()
        .get(`/api/auditapi/licences/${licenceId}${instant ? `?asOf=${encodeURIComponent(instant)}` : ''}`)
        .set(bearer(auth))
        .set('Accept-Language', language);
    const then = (await asOf(auditor, beforeRevoke).expect(200)).body as LicenceResponse;
    expect(then).toMatchObject({ id: licenceId, seatsUsed: 2, asOf: beforeRevoke });
    expect(then.holders).toEqual([
      { userId: ours.people[0], name: 'Anan Srisuk', email: expect.stringMatching(/^anan-/) },
      { userId: ours.people[1], name: 'Malee Srisuk', email: expect.stringMatching(/^malee-/) },
    ]);
    expect(((await asOf(auditor, null).expect(200)).body as LicenceResponse).holders.map((h) => h.userId)).toEqual([ours.people[1]]);
    expect((await asOf(ours.boss, beforeRevoke).expect(200)).body.holders).toHaveLength(2);
    expect((await asOf(auditor, beforePool, 'th').expect(404)).body.message).toBe('ไม่พบข้อมูล');
    expect((await asOf(theirs.boss, beforeRevoke).expect(403)).body.code).toBe('FORBIDDEN');
    const future = await asOf(auditor, new Date(Date.now() + DAY).toISOString()).expect(400);
    expect(future.body.errors).toEqual([expect.objectContaining({ field: 'asOf', message: 'This must not be in the future' })]);
    expect((await asOf(auditor, 'last week').expect(400)).body.errors[0].field).toBe('asOf');
    await http().get(`/api/auditapi/licences/${randomUUID()}`).set(bearer(auditor)).expect(404);
    // The auditor only reads.
    await seats(auditor, licenceId, 'assign', [ours.people[2]!]).expect(403);
    await http().post(`/api/orgsapi/organizations/${ours.orgId}/licences`).set(bearer(auditor)).send(pool()).expect(403);
    expect((await licencesOf(auditor, ours.orgId, null))[0]!.holders.map((h) => h.userId)).toEqual([ours.people[1]]);
  });
});
