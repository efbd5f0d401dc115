import { beforeAll, describe, expect, it } from '@jest/globals';
import {
  CERTIFICATE_RULES,
  certificateStream,
  courseTestStream,
  entitlementStream,
  progressStream,
  testStream,
  type AuthResponse,
  type CertificateBadgeResponse,
  type CertificateListResponse,
  type CertificateResponse,
  type CertificateVerification,
  type CourseTestDefined,
  type DomainEvent,
  type PublicCertificateListResponse,
  type TestAttemptFinished,
} from '@khru/contracts';
import { ConcurrencyError, type EventStore, type FileStore } from '@khru/platform';
import { decodeProtectedHeader, importJWK, jwtVerify, type JWK } from 'jose';
import { randomUUID } from 'node:crypto';
import type { Response } from 'supertest';
import { certificateIdFor } from '../../src/assessment/certificates/certificate-id.js';
import { EVENT_STORE, FILE_STORE } from '../../src/kernel/infrastructure/tokens.js';
import { WorkflowsLeader } from '../../src/kernel/workflows/workflows-leader.js';
import { DEMO, bearer, login, uniqueEmail } from '../support/accounts.js';
import { appendAndWait, appendEvents } from '../support/corporate-world.js';
import { freeCourse, publishCourse } from '../support/courses.js';
import { eventually } from '../support/eventually.js';
import { STORE_PROFILES, useTestApp } from '../support/test-app.js';

const MINUTE = 60_000;
const courses = {
  leadership: { ...freeCourse('cert-leadership', 'Leadership Right Here', 'Lead a team.'), title: { en: 'Leadership Right Here', th: 'หลักสูตรผู้นำที่นี่' } },
  data: freeCourse('cert-data', 'Data for Managers', 'Read the numbers.'),
  sheets: freeCourse('cert-sheets', 'Spreadsheets', 'Sum and sort.'),
};
const bundle = {
  id: 'cert-bundle',
  name: { en: 'Managing with Data', th: 'บริหารด้วยข้อมูล' },
  description: { en: 'Two courses.', th: 'สองหลักสูตร' },
  isSingleCertificate: false,
  courseIds: [courses.data.id, courses.sheets.id],
  price: 0,
};

/** Reads a binary answer (the PDF) whole. */
const binary = (res: Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

const passed = (userId: string, courseId: string, scorePercent = 95, at = new Date().toISOString()): TestAttemptFinished => ({
  type: 'TestAttemptFinished',
  data: {
    attemptId: randomUUID(),
    userId,
    courseId,
    correctCount: Math.round(scorePercent / 10),
    total: 10,
    scorePercent,
    passMarkPercent: 90,
    passed: true,
    reason: 'submitted',
    retryAt: null,
    at,
  },
});

describe.each(STORE_PROFILES)('certificates API on %s', (profile) => {
  const { subject: app, http } = useTestApp(profile);
  let admin: AuthResponse;
  const leader = () => app().app.get(WorkflowsLeader);
  const store = () => app().app.get<EventStore>(EVENT_STORE);
  const issuedCount = async (certificateId: string) =>
    (await store().readStream(certificateStream(certificateId))).filter((e) => e.type === 'CertificateIssued').length;

  /** A learner who signed up with their own name (Thai by default). */
  const learner = async (firstName = 'สมหญิง', lastName = 'น้ำใจดี'): Promise<AuthResponse> => {
    const password = 'correct-horse-1';
    const body = { email: uniqueEmail('cert'), password, confirmPassword: password, firstName, lastName, agreeToTerms: true };
    const created = (await http().post('/api/authapi/auth/signup').send(body).expect(201)).body as AuthResponse;
    // Certificates take the name from the users read model: wait until it has the account.
    await eventually(
      () => http().get(`/api/userprofileapi/user/${created.id}`).set(bearer(created)),
      (r) => r.status === 200,
    );
    return created;
  };
  const pass = (auth: AuthResponse, courseId: string, scorePercent = 95) =>
    appendAndWait(app(), testStream(auth.id, courseId), [passed(auth.id, courseId, scorePercent)]);
  const byCourse = (auth: AuthResponse, courseId: string) => http().post(`/api/certificatesapi/certificate/by-course/${courseId}`).set(bearer(auth));
  const certificate = (auth: AuthResponse, id: string) => http().get(`/api/certificatesapi/certificate/${id}`).set(bearer(auth));
  const once = async (auth: AuthResponse, id: string, status: CertificateResponse['status']) =>
    eventually(
      async () => (await certificate(auth, id)).body as CertificateResponse,
      (c) => c.status === status,
    );
  const pdf = (auth: AuthResponse, id: string) => http().get(`/api/certificatesapi/certificate/${id}/pdf`).set(bearer(auth)).buffer(true).parse(binary);
  /** The error an answer carries (the PDF route's answers are read as bytes). */
  const error = (response: Response) =>
    (Buffer.isBuffer(response.body) ? JSON.parse(response.body.toString('utf8')) : response.body) as { code?: string; message?: string };
  const code = (response: Response) => error(response).code;

  beforeAll(async () => {
    admin = await login(app(), DEMO.admin);
    for (const course of Object.values(courses)) await publishCourse(app(), admin, course);
    await http().post('/api/certificatesapi/bundles').set(bearer(admin)).send(bundle).expect(201);
    const published = await http().post(`/api/certificatesapi/bundles/${bundle.id}/publish`).set(bearer(admin)).expect(200);
    await http().get(`/api/certificatesapi/bundles/${bundle.id}?after=${published.body.position}`).expect(200);
  });

  it('issues the course certificate for a pass: preparing, then ready, with the name as written, the titles, the score and a number; the PDF downloads', async () => {
    const ann = await learner();
    await byCourse(ann, courses.leadership.id).expect(404);
    await pass(ann, courses.leadership.id, 95);
    const first = (await byCourse(ann, courses.leadership.id).expect(200)).body as CertificateResponse;
    expect(['preparing', 'ready']).toContain(first.status);
    expect(first).toMatchObject({
      id: certificateIdFor(ann.id, 'course', courses.leadership.id),
      kind: 'course',
      subjectId: courses.leadership.id,
      userId: ann.id,
      holderName: 'สมหญิง น้ำใจดี',
      titleEn: 'Leadership Right Here',
      titleTh: 'หลักสูตรผู้นำที่นี่',
      scorePercent: 95,
      courseIds: [courses.leadership.id],
      verifyUrl: `${app().config.publicUrl}/verify/${first.id}`,
      badgeUrl: `${app().config.publicUrl}/api/certificatesapi/certificate/${first.id}/badge`,
      revokedAt: null,
    });
    expect(first.number).toMatch(/^KHRU-\d{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);

    const ready = await once(ann, first.id, 'ready');
    expect(ready.pdfUrl).toBe(`/api/certificatesapi/certificate/${first.id}/pdf`);
    expect(((await byCourse(ann, courses.leadership.id).expect(200)).body as CertificateResponse).status).toBe('ready');
    const file = await pdf(ann, first.id).expect(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="khru-certificate-${first.number}.pdf"`);
    expect((file.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');

    // Only its holder and platform admins see it; anyone else is told it does not exist.
    const other = await learner('Ben', 'Chan');
    expect((await certificate(other, first.id)).status).toBe(404);
    expect((await pdf(other, first.id)).status).toBe(404);
    // The stored file is not served by the public files route, whatever the spelling of its key.
    for (const key of [`certificates/${first.id}.pdf`, `./certificates/${first.id}.pdf`, `%63ertificates/${first.id}.pdf`])
      expect((await http().get(`/api/files/${key}`)).status).toBe(404);
    expect(((await certificate(admin, first.id).expect(200)).body as CertificateResponse).holderName).toBe('สมหญิง น้ำใจดี');
    const mine = (await http().post('/api/certificatesapi/my-certificates').set(bearer(ann)).send({}).expect(200)).body as CertificateListResponse;
    expect(mine).toMatchObject({ totalCount: 1, data: [{ id: first.id, status: 'ready' }] });
  });

  it('issues one certificate however often the pass is delivered and the certificate asked for at once (50 concurrently)', async () => {
    const ben = await learner('Ben', 'Chan');
    const id = certificateIdFor(ben.id, 'course', courses.leadership.id);
    // Passes appended again and again, as a redelivering feed or a buggy writer would; each append retried when it loses the race for the stream's next position.
    const appendPass = async (): Promise<void> => {
      try {
        await appendEvents(app(), testStream(ben.id, courses.leadership.id), [passed(ben.id, courses.leadership.id)]);
      } catch (error) {
        if (!(error instanceof ConcurrencyError)) throw error;
        return appendPass();
      }
    };
    await appendPass();
    const answers = await Promise.all([...Array.from({ length: 25 }, () => byCourse(ben, courses.leadership.id)), ...Array.from({ length: 25 }, appendPass)]);
    for (const answer of answers.slice(0, 25) as Response[]) expect(answer.status).toBe(200);
    expect(await leader().idle()).toBe(true);
    await once(ben, id, 'ready');
    expect(await issuedCount(id)).toBe(1);
    const generated = (await store().readStream(certificateStream(id))).filter((e) => e.type === 'CertificateGenerated');
    expect(generated).toHaveLength(1);
  });

  it('tells the learner to wait while the PDF is made, shows the spec\u2019s message when it could not be, and makes it after the retry wait', async () => {
    // Nothing else is being made when the store is held.
    expect(await leader().idle()).toBe(true);
    const files = app().app.get<FileStore>(FILE_STORE);
    const put = files.put.bind(files);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // The store is held (the PDF is being made), then fails once, as a full disk would.
    files.put = async () => {
      files.put = put;
      await held;
      throw new Error('no space left on device');
    };
    const cai = await learner('Cai', 'Wong');
    const id = certificateIdFor(cai.id, 'course', courses.leadership.id);
    try {
      await pass(cai, courses.leadership.id, 100);
      const preparing = await eventually(
        () => certificate(cai, id),
        (r) => r.status === 200,
      );
      expect((preparing.body as CertificateResponse).status).toBe('preparing');
      const notReady = await pdf(cai, id).set('Accept-Language', 'th');
      expect(notReady.status).toBe(409);
      expect(error(notReady)).toMatchObject({ code: 'CERTIFICATE_NOT_READY', message: 'กำลังเตรียมใบประกาศนียบัตรของคุณ กรุณาลองใหม่อีกครั้งในอีกสักครู่' });
    } finally {
      release();
    }

    const failed = await once(cai, id, 'failed');
    expect(failed.pdfUrl).toBeNull();
    const download = await pdf(cai, id);
    expect(download.status).toBe(503);
    expect(error(download)).toMatchObject({
      code: 'CERTIFICATE_DOWNLOAD_FAILED',
      message: 'Download certificate failed, please try again later or contact support.',
    });

    await leader().runDue(new Date(Date.now() + (CERTIFICATE_RULES.retryAfterMinutes + 1) * MINUTE));
    await once(cai, id, 'ready');
    await pdf(cai, id).expect(200);
    const history = (await store().readStream(certificateStream(id))).map((e) => e.type);
    expect(history).toEqual(['CertificateIssued', 'CertificateGenerationFailed', 'CertificateGenerated']);
  });

  it('lets anyone verify a certificate without logging in; a platform admin revokes it with a reason, and then it says so everywhere', async () => {
    const dee = await learner('Dee', 'Srisuk');
    await pass(dee, courses.leadership.id, 92);
    const issued = (await byCourse(dee, courses.leadership.id).expect(200)).body as CertificateResponse;
    await once(dee, issued.id, 'ready');
    const verify = () => http().get(`/api/certificatesapi/verify/${issued.id}`);
    expect((await verify().expect(200)).body as CertificateVerification).toEqual({
      id: issued.id,
      number: issued.number,
      holderName: 'Dee Srisuk',
      kind: 'course',
      titleEn: 'Leadership Right Here',
      titleTh: 'หลักสูตรผู้นำที่นี่',
      issuedAt: issued.issuedAt,
      scorePercent: 92,
      valid: true,
      revokedAt: null,
      revokedReason: null,
      badgeUrl: issued.badgeUrl,
    });
    await http().get(`/api/certificatesapi/verify/${randomUUID()}`).expect(404);

    const revoke = (auth: AuthResponse | null, reason: string) => {
      const request = http().post(`/api/certificatesapi/certificate/${issued.id}/revoke`);
      return (auth ? request.set(bearer(auth)) : request).send({ reason });
    };
    expect((await revoke(null, 'x')).status).toBe(401);
    expect((await revoke(dee, 'I changed my mind')).status).toBe(403);
    expect(code(await revoke(admin, '   '))).toBe('BAD_REQUEST');
    const revoked = await revoke(admin, 'Answers were copied').expect(200);
    await revoke(admin, 'Twice').expect(200);
    expect(await leader().idle()).toBe(true);

    const after = `?after=${revoked.body.position}`;
    const verification = (await http().get(`/api/certificatesapi/verify/${issued.id}${after}`).expect(200)).body as CertificateVerification;
    expect(verification).toMatchObject({ valid: false, revokedReason: 'Answers were copied' });
    expect(verification.revokedAt).not.toBeNull();
    expect(((await certificate(dee, issued.id).expect(200)).body as CertificateResponse).status).toBe('revoked');
    expect((await pdf(dee, issued.id)).status).toBe(404);
    await pdf(admin, issued.id).expect(200);

    const badge = (await http().get(`/api/certificatesapi/certificate/${issued.id}/badge`).expect(200)).body as CertificateBadgeResponse;
    expect(badge).toMatchObject({ revoked: true, revokedReason: 'Answers were copied' });
    const list = (await http().get('/api/certificatesapi/issuer/revocations').expect(200)).body as {
      revokedCredentials: { id: string; revocationReason: string }[];
    };
    expect(list.revokedCredentials).toContainEqual({ id: issued.badgeUrl, revocationReason: 'Answers were copied' });

    // The admins' list: a page, of one status, found by number.
    await http().get('/api/certificatesapi/admin/certificates').set(bearer(dee)).expect(403);
    const found = (await http().get(`/api/certificatesapi/admin/certificates?status=revoked&q=${issued.number.toLowerCase()}`).set(bearer(admin)).expect(200))
      .body as CertificateListResponse;
    expect(found).toMatchObject({ totalCount: 1, data: [{ id: issued.id, status: 'revoked' }] });
    const page = (await http().get('/api/certificatesapi/admin/certificates?skip=0&take=2').set(bearer(admin)).expect(200)).body as CertificateListResponse;
    expect(page.data).toHaveLength(2);
    expect(page.totalCount).toBeGreaterThanOrEqual(4);
  });

  it('signs each certificate as an Open Badges 3.0 credential that verifies against the issuer\u2019s published key', async () => {
    const eve = await learner('Eve', 'Tan');
    await pass(eve, courses.leadership.id, 90);
    const issued = (await byCourse(eve, courses.leadership.id).expect(200)).body as CertificateResponse;
    await eventually(
      () => http().get(`/api/certificatesapi/verify/${issued.id}`),
      (r) => r.status === 200,
    );
    const { credential, jwt, revoked } = (await http().get(`/api/certificatesapi/certificate/${issued.id}/badge`).expect(200)).body as CertificateBadgeResponse;
    expect(revoked).toBe(false);
    const issuer = (await http().get('/api/certificatesapi/issuer').expect(200)).body as {
      id: string;
      verificationMethod: { id: string; publicKeyJwk: JWK }[];
    };
    const key = (await http().get('/api/certificatesapi/issuer/key').expect(200)).body as JWK;
    expect(issuer.verificationMethod[0]).toMatchObject({ id: decodeProtectedHeader(jwt).kid, publicKeyJwk: key });
    expect(key).not.toHaveProperty('d');

    const { payload, protectedHeader } = await jwtVerify(jwt, await importJWK(key, 'EdDSA'), { issuer: issuer.id, subject: `urn:uuid:${eve.id}` });
    expect(protectedHeader).toMatchObject({ alg: 'EdDSA', typ: 'JWT' });
    expect(payload).toMatchObject({ ...credential, jti: issued.badgeUrl, nbf: Math.floor(Date.parse(issued.issuedAt) / 1000) });
    expect(credential).toMatchObject({
      type: ['VerifiableCredential', 'OpenBadgeCredential'],
      credentialSubject: { name: 'Eve Tan', achievement: { name: 'Leadership Right Here' } },
      credentialStatus: { type: '1EdTechRevocationList' },
    });
    // A changed credential no longer verifies.
    const [header, , signature] = jwt.split('.');
    const subject = credential.credentialSubject as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...payload, credentialSubject: { ...subject, name: 'Mallory' } })).toString('base64url');
    await expect(jwtVerify(`${header}.${forged}.${signature}`, await importJWK(key, 'EdDSA'))).rejects.toThrow();
  });

  it('issues one bundle certificate once every course of a held bundle is completed and the tests they have are passed', async () => {
    const fay = await learner('Fay', 'Lim');
    const definition: CourseTestDefined = {
      type: 'CourseTestDefined',
      data: {
        courseId: courses.data.id,
        informationEn: 'Ten questions.',
        informationTh: 'สิบข้อ',
        passMarkPercent: 90,
        timeLimitMinutes: 30,
        retryWaitDays: 1,
        questionsPerAttempt: 1,
        questions: [
          {
            id: 'q1',
            textEn: 'Mean?',
            textTh: 'ค่าเฉลี่ย?',
            options: [
              { id: 'a', textEn: 'Average', textTh: 'เฉลี่ย' },
              { id: 'b', textEn: 'Middle', textTh: 'กลาง' },
            ],
            correctOptionId: 'a',
          },
        ],
        at: new Date().toISOString(),
      },
    };
    const now = () => new Date().toISOString();
    const completed = (courseId: string): DomainEvent => ({ type: 'CourseCompleted', data: { userId: fay.id, courseId, at: now() } });
    await appendAndWait(app(), courseTestStream(courses.data.id), [definition]);
    await appendAndWait(app(), entitlementStream(fay.id), [{ type: 'BundleOwned', data: { userId: fay.id, bundleId: bundle.id, orderId: null, at: now() } }]);
    await appendAndWait(app(), progressStream(fay.id, courses.data.id), [completed(courses.data.id)]);
    await appendAndWait(app(), progressStream(fay.id, courses.sheets.id), [completed(courses.sheets.id), completed(courses.sheets.id)]);
    expect(await leader().idle()).toBe(true);
    const bundleCertificate = certificateIdFor(fay.id, 'bundle', bundle.id);
    // The data course has a test not passed yet: no bundle certificate.
    expect(await issuedCount(bundleCertificate)).toBe(0);

    await pass(fay, courses.data.id);
    const bundles = () =>
      http()
        .post('/api/certificatesapi/my-certificates')
        .set(bearer(fay))
        .send({ loadOptions: { filter: ['isSingleCertificate', 'contains', false], requireTotalCount: true } });
    const listed = await eventually(
      async () => (await bundles().expect(200)).body as CertificateListResponse,
      (l) => l.totalCount === 1 && l.data[0]!.status === 'ready',
    );
    expect(listed.data[0]).toMatchObject({
      id: bundleCertificate,
      kind: 'bundle',
      subjectId: bundle.id,
      holderName: 'Fay Lim',
      titleEn: 'Managing with Data',
      titleTh: 'บริหารด้วยข้อมูล',
      scorePercent: null,
      courseIds: bundle.courseIds,
    });
    await appendAndWait(app(), progressStream(fay.id, courses.sheets.id), [completed(courses.sheets.id)]);
    expect(await leader().idle()).toBe(true);
    expect(await issuedCount(bundleCertificate)).toBe(1);
    // The pass also earned the course's own certificate.
    const all = (await http().post('/api/certificatesapi/my-certificates').set(bearer(fay)).send({}).expect(200)).body as CertificateListResponse;
    expect(all.data.map((c) => c.kind).sort()).toEqual(['bundle', 'course']);
  });

  it('shows a public profile\u2019s valid certificates only while its owner switches them on', async () => {
    const gus = await learner('Gus', 'Ong');
    await pass(gus, courses.leadership.id);
    const issued = (await byCourse(gus, courses.leadership.id).expect(200)).body as CertificateResponse;
    const publicList = `/api/certificatesapi/users/${gus.id}/certificates`;
    expect((await http().get(publicList)).status).toBe(403);
    const on = await http()
      .patch(`/api/userprofileapi/user/${gus.id}`)
      .set(bearer(gus))
      .send([{ op: 'replace', path: '/publicProfileSettings/showCertificates', value: true }])
      .expect(200);
    const shown = (await http().get(`${publicList}?after=${on.body.position}`).expect(200)).body as PublicCertificateListResponse;
    expect(shown).toMatchObject({ totalCount: 1, data: [{ id: issued.id, holderName: 'Gus Ong', valid: true }] });
    expect(shown.data[0]).not.toHaveProperty('userId');
    await http().get(`/api/certificatesapi/users/${randomUUID()}/certificates`).expect(404);
  });
});
