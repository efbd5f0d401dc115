import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import {
  announcementStream,
  costCentreStream,
  notificationsStream,
  testStream,
  type AnnouncementEvent,
  type AuthResponse,
  type MailMessageResponse,
  type MembershipResponse,
  type NotificationListResponse,
  type NotificationStreamMessage,
  type TestAttemptEvent,
  type UserResponse,
} from '@khru/contracts';
import type { EventStore } from '@khru/platform';
import { randomUUID } from 'node:crypto';
import { commandMetadata } from '../../src/kernel/commands/command-metadata.js';
import { EVENT_STORE } from '../../src/kernel/infrastructure/tokens.js';
import { isEffectOf, outputKey } from '../../src/kernel/workflows/workflow.js';
import { WorkflowRegistry } from '../../src/kernel/workflows/workflow-registry.js';
import { WorkflowsLeader } from '../../src/kernel/workflows/workflows-leader.js';
import { announcementNotificationsWorkflow } from '../../src/notifications/causes/announcement-notifications.workflow.js';
import { DELIVER_NOTIFICATION } from '../../src/notifications/delivery/deliver-notification.js';
import { DEMO, bearer, login, signup, uniqueEmail } from '../support/accounts.js';
import { freeCourse, publishCourse } from '../support/courses.js';
import { appendEvents } from '../support/corporate-world.js';
import { eventually } from '../support/eventually.js';
import { STORE_PROFILES, useTestApp } from '../support/test-app.js';

const COURSE = 'notifications-sampler';
/** Siam Express Logistics, the demo organisation (infra/seed/organisation.json): its admin and employee are demo accounts. */
const DEMO_ORG = '5e1a0b2c-0001-4c00-8000-000000000001';
const DAY = 24 * 3600 * 1000;
const LIST = '/api/cmsapi/user-notifications/list';

/** Reads Server-Sent Events from a fetch response: the data of each `notifications` event, skipping comments. */
function eventReader(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return async function next(): Promise<NotificationStreamMessage> {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const lines = buffer.slice(0, end).split('\n');
        buffer = buffer.slice(end + 2);
        const data = lines.find((l) => l.startsWith('data: '));
        if (lines.includes('event: notifications') && data) return JSON.parse(data.slice('data: '.length)) as NotificationStreamMessage;
        continue;
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('the stream ended');
      buffer += decoder.decode(value, { stream: true });
    }
  };
}

describe.each(STORE_PROFILES)('notifications API on %s', (profile) => {
  const { subject: app, http } = useTestApp(profile);
  let admin: AuthResponse;
  let instructor: AuthResponse;
  const streams: AbortController[] = [];

  const list = async (me: AuthResponse, body: object = {}) => (await http().post(LIST).set(bearer(me)).send(body).expect(200)).body as NotificationListResponse;
  const listWhen = (me: AuthResponse, done: (page: NotificationListResponse) => boolean, body: object = {}) => eventually(() => list(me, body), done);
  const announce = (by: AuthResponse, contentEn: string, contentTh = '<p>ประกาศ</p>') =>
    http().post(`/api/cmsapi/courses/${COURSE}/announcements`).set(bearer(by)).send({ contentEn, contentTh });
  const settled = () => app().app.get(WorkflowsLeader).idle();
  const mailsTo = async (email: string) =>
    ((await http().get('/api/mailapi/messages').set(bearer(admin)).expect(200)).body.data as MailMessageResponse[]).filter((m) => m.to === email);

  /** A new learner enrolled in the free course. */
  async function learner(email = uniqueEmail('bell')): Promise<AuthResponse> {
    const me = await signup(app(), email);
    const enrolled = await http().post('/api/paymentapi/enroll-single-item').set(bearer(me)).send({ itemId: COURSE, isBundle: false }).expect(200);
    await http().get(`/api/userprofileapi/user/${me.id}?after=${enrolled.body.position}`).set(bearer(me)).expect(200);
    return me;
  }

  beforeAll(async () => {
    admin = await login(app(), DEMO.admin);
    instructor = await login(app(), DEMO.instructor);
    await publishCourse(app(), admin, freeCourse(COURSE, 'Notifications sampler', 'Hear from your instructor.'));
  });

  afterEach(() => {
    for (const stream of streams.splice(0)) stream.abort();
  });

  it('an announcement reaches each learner once, even when its event is appended twice and its delivery runs again', async () => {
    const me = await learner();
    const posted = await announce(instructor, '<p>Live session on <strong>Friday</strong></p>').expect(201);
    const [first] = (await listWhen(me, (page) => page.totalCount === 1)).data;
    expect(first).toMatchObject({ kind: 'instructorAnnouncement', read: false, link: `/courses-learning/${COURSE}` });
    expect(first!.contentEn).toBe('<p>Announcement in <strong>Notifications sampler</strong></p><div><p>Live session on <strong>Friday</strong></p></div>');

    const store = app().app.get<EventStore>(EVENT_STORE);
    const [event] = await store.readStream(announcementStream(posted.body.id as string));
    await store.append(
      announcementStream(posted.body.id as string),
      [{ id: randomUUID(), type: event!.type, data: event!.data, metadata: { ...event!.metadata, occurredAt: new Date().toISOString() } }],
      'any',
    );
    const [output] = announcementNotificationsWorkflow.decide({ type: event!.type, data: event!.data } as AnnouncementEvent, null);
    const deliver = app().app.get(WorkflowRegistry).effects().get(DELIVER_NOTIFICATION)!;
    if (!output || !isEffectOf(output, DELIVER_NOTIFICATION)) throw new Error('the announcement should ask for a delivery');
    await deliver(output, commandMetadata({ idempotencyKey: outputKey('announcement-notifications', event!.id, 0), userId: 'system' }));
    expect(await settled()).toBe(true);
    const sent = (await store.readStream(notificationsStream(me.id))).filter((e) => e.type === 'NotificationSent');
    expect(sent).toHaveLength(1);
    expect((await list(me)).totalCount).toBe(1);
  });

  it('lists newest first, ten unless told, at most fifty, with the total and the unread count', async () => {
    const me = await learner();
    for (let i = 1; i <= 12; i++) await announce(instructor, `<p>Note ${i}</p>`).expect(201);
    const page = await listWhen(me, (p) => p.totalCount === 12);
    expect(page.data).toHaveLength(10);
    expect(page.totalUnread).toBe(12);
    expect(page.data[0]!.contentEn).toContain('Note 12');
    expect(page.data.map((n) => n.created)).toEqual([...page.data.map((n) => n.created)].sort().reverse());
    const rest = await list(me, { skip: 10, take: 10, requireTotalCount: true, stringTolower: true, sort: [{ selector: 'created', desc: true }] });
    expect(rest.data.map((n) => n.contentEn)).toEqual([expect.stringContaining('Note 2'), expect.stringContaining('Note 1<')]);
    const oldest = await list(me, { take: 1, sort: [{ selector: 'created', desc: false }] });
    expect(oldest.data[0]!.contentEn).toContain('Note 1<');
    await http().post(LIST).set(bearer(me)).send({ take: 51 }).expect(400);
    await http()
      .post(LIST)
      .set(bearer(me))
      .send({ sort: [{ selector: 'kind', desc: true }] })
      .expect(400);
    await http().post(LIST).send({}).expect(401);
  });

  it('reads one (again is harmless), sees all, and answers another user\u2019s notification with 404', async () => {
    const me = await learner();
    const other = await learner();
    await announce(instructor, '<p>One</p>').expect(201);
    await announce(instructor, '<p>Two</p>').expect(201);
    const [newest, older] = (await listWhen(me, (p) => p.totalCount === 2)).data;
    const read = await http().patch(`/api/cmsapi/user-notifications/${older!.id}/read`).set(bearer(me)).expect(200);
    const after = (await http().post(`${LIST}?after=${read.body.position}`).set(bearer(me)).send({}).expect(200)).body as NotificationListResponse;
    expect(after.totalUnread).toBe(1);
    expect(after.data.find((n) => n.id === older!.id)?.read).toBe(true);
    expect((await http().patch(`/api/cmsapi/user-notifications/${older!.id}/read`).set(bearer(me)).expect(200)).body.position).toBeNull();
    const refused = await http().patch(`/api/cmsapi/user-notifications/${newest!.id}/read`).set(bearer(other)).expect(404);
    expect(refused.body.code).toBe('NOT_FOUND');
    const seen = await http().patch('/api/cmsapi/user-notifications/seen').set(bearer(me)).expect(200);
    const all = (await http().post(`${LIST}?after=${seen.body.position}`).set(bearer(me)).send({}).expect(200)).body as NotificationListResponse;
    expect(all.totalUnread).toBe(0);
    expect(all.data.every((n) => n.read)).toBe(true);
    expect((await http().patch('/api/cmsapi/user-notifications/seen').set(bearer(me)).expect(200)).body.position).toBeNull();
    expect((await list(other)).totalUnread).toBe(2);
    const user = (await http().get(`/api/userprofileapi/user/${other.id}`).set(bearer(other)).expect(200)).body as UserResponse;
    expect(user.notifications.totalUnread).toBe(2);
    expect(user.notifications.data.map((n) => n.contentEn)).toEqual([expect.stringContaining('Two'), expect.stringContaining('One')]);
  });

  it('keeps only div, p and strong of an announcement: scripts, images, links and attributes go', async () => {
    const me = await learner();
    await announce(
      admin,
      '<script>alert(1)</script><img src="x" onerror="alert(2)"><a href="https://evil.example">a link</a><div class="x" onclick="steal()"><p>Hello <strong>all</strong></p></div>',
      '<div><p>สวัสดี<strong>ทุกคน</strong></p></div><iframe src="https://evil.example"></iframe>',
    ).expect(201);
    const [sent] = (await listWhen(me, (p) => p.totalCount === 1)).data;
    expect(sent!.contentEn).toBe('<p>Announcement in <strong>Notifications sampler</strong></p><div>a link<div><p>Hello <strong>all</strong></p></div></div>');
    expect(sent!.contentTh).toBe('<p>ประกาศจากผู้สอนคอร์ส <strong>Notifications sampler (ไทย)</strong></p><div><div><p>สวัสดี<strong>ทุกคน</strong></p></div></div>');
    const nothingLeft = await announce(instructor, '<p>fine</p>', '<script>alert(1)</script>').expect(400);
    expect(nothingLeft.body.errors[0].field).toBe('contentTh');
  });

  it('sends announcements only to learners who accept them, and only the course\u2019s instructor or a platform admin may announce', async () => {
    const listening = await learner();
    const quiet = await learner();
    const patched = await http()
      .patch(`/api/userprofileapi/user/${quiet.id}`)
      .set(bearer(quiet))
      .set('Content-Type', 'application/json-patch+json')
      .send(JSON.stringify([{ op: 'replace', path: '/notificationSettings/receiveInstructorAnnouncements', value: false }]))
      .expect(200);
    await http().get(`/api/userprofileapi/user/${quiet.id}?after=${patched.body.position}`).set(bearer(quiet)).expect(200);
    await announce(instructor, '<p>Only for some</p>').expect(201);
    await listWhen(listening, (p) => p.totalCount === 1);
    expect(await settled()).toBe(true);
    expect((await list(quiet)).totalCount).toBe(0);
    expect((await announce(listening, '<p>Me too</p>').expect(403)).body.code).toBe('FORBIDDEN');
    await http().post('/api/cmsapi/courses/no-such-course/announcements').set(bearer(instructor)).send({ contentEn: 'x', contentTh: 'y' }).expect(404);
  });

  it('pushes the unread count and the new notification over Server-Sent Events, the token given in the query', async () => {
    const me = await learner();
    await http().get('/api/cmsapi/user-notifications/stream').expect(401);
    await http().get('/api/cmsapi/user-notifications/stream?access_token=not-a-token').expect(401);
    const stream = new AbortController();
    streams.push(stream);
    const response = await fetch(`${app().config.publicUrl}/api/cmsapi/user-notifications/stream?access_token=${encodeURIComponent(me.jwtToken)}`, {
      signal: stream.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const next = eventReader(response.body!);
    expect(await next()).toEqual({ totalUnread: 0 });
    await announce(instructor, '<p>Pushed</p>').expect(201);
    const pushed = await next();
    expect(pushed.totalUnread).toBe(1);
    expect(pushed.notification).toMatchObject({ kind: 'instructorAnnouncement', read: false });
    expect(pushed.notification!.contentEn).toContain('Pushed');
    await http().patch('/api/cmsapi/user-notifications/seen').set(bearer(me)).expect(200);
    expect(await next()).toEqual({ totalUnread: 0 });
  });

  it('reminds a trial two days before it ends, once, by notification and by mail in both languages', async () => {
    const email = uniqueEmail('trial');
    const me = await signup(app(), email);
    const { setupUrl } = (await http().post('/api/paymentapi/membership/card').set(bearer(me)).expect(200)).body as { setupUrl: string };
    await http().post(setupUrl).type('form').send({ cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }).expect(303);
    const membership = async () => (await http().get('/api/paymentapi/membership').set(bearer(me)).expect(200)).body as MembershipResponse;
    await eventually(membership, (m) => m.cardLast4 === '4242');
    await http().post('/api/paymentapi/membership/trial').set(bearer(me)).send({}).expect(200);
    const trial = await eventually(membership, (m) => m.status === 'trial');
    const endsAt = Date.parse(trial.accessUntil!);
    const runDue = (at: number) => app().app.get(WorkflowsLeader).runDue(new Date(at));
    await runDue(endsAt - 3 * DAY);
    expect((await list(me)).totalCount).toBe(0);
    await runDue(endsAt - 2 * DAY + 1000);
    await runDue(endsAt - 2 * DAY + 2000);
    const [reminder] = (await listWhen(me, (p) => p.totalCount > 0)).data;
    expect(reminder).toMatchObject({ kind: 'trialEndingSoon', link: '/membership' });
    expect(reminder!.contentTh).toContain('ช่วงทดลองใช้ฟรีของคุณจะสิ้นสุดในวันที่');
    const [mail] = await eventually(
      () => mailsTo(email),
      (mails) => mails.length > 0,
    );
    expect(mail!.subject).toBe('Khru: Your free trial ends soon / ช่วงทดลองใช้ฟรีใกล้สิ้นสุดแล้ว');
    expect(mail!.text).toContain(`${app().config.publicUrl}/membership?lang=th`);
    expect((await list(me)).totalCount).toBe(1);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('tells people of a course assigned to them and reminds those who have not completed it; tells the admins of credits running low', async () => {
    const [employee, orgAdmin] = [await login(app(), DEMO.employee), await login(app(), DEMO.orgAdmin)];
    const dueDate = new Date(Date.now() + 10 * DAY).toISOString();
    await http()
      .post(`/api/orgsapi/organizations/${DEMO_ORG}/assignments`)
      .set(bearer(orgAdmin))
      .send({ itemId: COURSE, isBundle: false, userIds: [employee.id], dueDate })
      .expect(201);
    // The demo employee has notifications of the seed's assignments already: these are about this course.
    const about = (kind: string) => (page: NotificationListResponse) => page.data.find((n) => n.kind === kind && n.link === `/courses-overview/${COURSE}`);
    const assigned = about('courseAssigned')(await listWhen(employee, (page) => !!about('courseAssigned')(page), { take: 50 }));
    expect(assigned!.contentEn).toContain('Your organisation assigned you <strong>Notifications sampler</strong>, due');
    const [mail] = await eventually(
      () => mailsTo(DEMO.employee),
      (mails) => mails.some((m) => m.text.includes('Notifications sampler')),
    );
    expect(mail!.subject).toBe('Khru: A course was assigned to you / คุณได้รับมอบหมายคอร์สเรียน');
    await app()
      .app.get(WorkflowsLeader)
      .runDue(new Date(Date.parse(dueDate) - 3 * DAY + 1000));
    const due = await listWhen(employee, (page) => !!about('assignmentDueSoon')(page), { take: 50 });
    expect(due.data.filter((n) => n.kind === 'assignmentDueSoon').map((n) => n.link)).toEqual([`/courses-overview/${COURSE}`]);

    const costCentreId = randomUUID();
    const at = new Date().toISOString();
    const spend = (enrolmentId: string, amount: number) => ({
      type: 'CreditsDeducted',
      data: { costCentreId, orgId: DEMO_ORG, enrolmentId, userId: employee.id, itemId: COURSE, isBundle: false, courseIds: [COURSE], amount, at },
    });
    await appendEvents(app(), costCentreStream(costCentreId), [
      {
        type: 'CostCentreOpened',
        data: {
          costCentreId,
          orgId: DEMO_ORG,
          code: 'TRN',
          name: 'Training',
          unlimited: false,
          expiresAt: new Date(Date.now() + 300 * DAY).toISOString(),
          by: 'seed',
          at,
        },
      },
      { type: 'CreditsDeposited', data: { costCentreId, amount: 200, invoiceRef: 'INV-1', by: 'seed', at } },
      spend('e1', 150),
      spend('e2', 40),
      spend('e3', 5),
    ]);
    const low = await listWhen(orgAdmin, (page) => page.data.some((n) => n.kind === 'balanceLow' && n.contentEn.includes('TRN Training')), { take: 50 });
    expect(low.data.filter((n) => n.kind === 'balanceLow' && n.contentEn.includes('TRN Training'))).toHaveLength(1);
    expect(low.data.find((n) => n.contentEn.includes('TRN Training'))!.contentEn).toBe(
      '<p>Cost centre <strong>TRN Training</strong> is running low on credits.</p><p><strong>10</strong> credits are left of the 200 granted.</p>',
    );
    expect((await list(employee, { take: 50 })).data.some((n) => n.kind === 'balanceLow')).toBe(false);
  });

  it('tells a test result in the app, and mails it in the language the test was taken in', async () => {
    const email = uniqueEmail('tested');
    const me = await learner(email);
    const attemptId = randomUUID();
    const at = new Date().toISOString();
    const retryAt = new Date(Date.now() + DAY).toISOString();
    const events: TestAttemptEvent[] = [
      {
        type: 'TestAttemptStarted',
        data: {
          attemptId,
          userId: me.id,
          courseId: COURSE,
          lang: 'th',
          questions: [{ questionId: 'q1', optionIds: ['a', 'b'] }],
          passMarkPercent: 90,
          timeLimitMinutes: 30,
          retryWaitDays: 1,
          deadlineAt: new Date(Date.now() + 30 * 60_000).toISOString(),
          at,
        },
      },
      {
        type: 'TestAttemptFinished',
        data: {
          attemptId,
          userId: me.id,
          courseId: COURSE,
          correctCount: 0,
          total: 1,
          scorePercent: 0,
          passMarkPercent: 90,
          passed: false,
          reason: 'submitted',
          retryAt,
          at,
        },
      },
    ];
    await app()
      .app.get<EventStore>(EVENT_STORE)
      .append(
        testStream(me.id, COURSE),
        events.map((e) => ({ id: randomUUID(), type: e.type, data: e.data, metadata: { correlationId: attemptId, causationId: attemptId, occurredAt: at } })),
        'no_stream',
      );
    const [result] = (await listWhen(me, (p) => p.totalCount === 1)).data;
    expect(result).toMatchObject({ kind: 'testFailed', link: `/test/${COURSE}` });
    expect(result!.contentEn).toContain('You scored <strong>0%</strong> in the final test of <strong>Notifications sampler</strong> (pass mark 90%).');
    const [mail] = await eventually(
      () => mailsTo(email),
      (mails) => mails.length > 0,
    );
    expect(mail!.subject).toBe('Khru: ผลแบบทดสอบท้ายคอร์สของคุณ');
    expect(mail!.text).toContain('คุณได้คะแนน 0% ในแบบทดสอบท้ายคอร์ส Notifications sampler (ไทย) (เกณฑ์ผ่าน 90%)');
  });
});
