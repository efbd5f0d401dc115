import { beforeAll, describe, expect, it } from '@jest/globals';
import {
  DEFAULT_SUPPORT_HOURS,
  DEFAULT_SUPPORT_VISITOR_TOKEN_DAYS,
  SUPPORT_VISITOR_HEADER,
  conversationStream,
  supportVisitorStream,
  type AuthResponse,
  type ConversationMessagePosted,
  type StartConversationResponse,
  type SupportHoursResponse,
  type SupportVisitorResponse,
} from '@khru/contracts';
import type { EventStore, FileStore } from '@khru/platform';
import sharp from 'sharp';
import { now } from '../../src/kernel/clock/clock.js';
import { commandMetadata } from '../../src/kernel/commands/command-metadata.js';
import { EVENT_STORE, FILE_STORE } from '../../src/kernel/infrastructure/tokens.js';
import { WorkflowRegistry } from '../../src/kernel/workflows/workflow-registry.js';
import { effect as workflowEffect } from '../../src/kernel/workflows/workflow.js';
import { supportHoursAt } from '../../src/support/hours/support-hours-at.js';
import { SEND_SUPPORT_REPLY_MAIL } from '../../src/support/reply-mail/send-support-reply-mail.js';
import { resolveSupportVisitorKey } from '../../src/support/visitor/visitor-signing-key.js';
import { visitorTokenClaims } from '../../src/support/visitor/visitor-token-lifetime.js';
import { signVisitorToken } from '../../src/support/visitor/visitor-token.js';
import { DEMO, bearer, login, signup, uniqueEmail } from '../support/accounts.js';
import { eventually } from '../support/eventually.js';
import { mailSentTo } from '../support/mail-folder.js';
import { STORE_PROFILES, useTestApp } from '../support/test-app.js';

const API = '/api/supportapi';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const png = () =>
  sharp({ create: { width: 4, height: 4, channels: 3, background: '#e33' } })
    .png()
    .toBuffer();

describe.each(STORE_PROFILES)('support conversations API (write side) on %s', (profile) => {
  // A 1 MB attachment limit, so a refusal of size needs no large file.
  const { subject: app, http } = useTestApp(profile, { SUPPORT_ATTACHMENT_LIMIT_MB: '1' });
  const store = () => app().app.get<EventStore>(EVENT_STORE);
  const types = async (id: string) => (await store().readStream(conversationStream(id))).map((e) => e.type);
  let admin: AuthResponse;

  beforeAll(async () => {
    admin = await login(app(), DEMO.admin);
  });

  const newVisitor = async (name = 'Ann', email = uniqueEmail('visitor')) =>
    (await http().post(`${API}/visitors`).send({ name, email }).expect(201)).body as SupportVisitorResponse;
  const asVisitor = (visitor: SupportVisitorResponse) => ({ [SUPPORT_VISITOR_HEADER]: visitor.visitorToken });
  const start = async (auth: Record<string, string>, body = 'Hello, lesson 2 will not play', locale: 'en' | 'th' = 'en') =>
    (await http().post(`${API}/conversations`).set(auth).set('Accept-Language', locale).send({ body, page: '/courses/sql?tab=1' }).expect(201))
      .body as StartConversationResponse;
  const posted = async (id: string) =>
    (await store().readStream(conversationStream(id)))
      .filter((e) => e.type === 'ConversationMessagePosted')
      .map((e) => e.data as ConversationMessagePosted['data']);

  it('lets a visitor give a name and an email, start a conversation and write again, in their language', async () => {
    const visitor = await newVisitor('สมหญิง');
    expect(visitor).toEqual({ visitorId: expect.any(String), visitorToken: expect.stringMatching(/^[\w-]+\.[\w-]+$/), name: 'สมหญิง', email: visitor.email });
    const { conversationId, messageId, position } = await start(asVisitor(visitor), '  วิดีโอบทที่ 2 เล่นไม่ได้  ', 'th');
    expect(position).toEqual(expect.any(String));
    const [started] = await store().readStream(conversationStream(conversationId));
    expect(started!.data).toMatchObject({
      visitorId: visitor.visitorId,
      userId: null,
      name: 'สมหญิง',
      email: visitor.email,
      page: '/courses/sql?tab=1',
      locale: 'th',
    });

    const again = await http()
      .post(`${API}/conversations/${conversationId}/messages`)
      .set(asVisitor(visitor))
      .set('Accept-Language', 'th')
      .field('body', 'ยังเล่นไม่ได้ค่ะ')
      .expect(201);
    expect(again.body).toEqual({ messageId: expect.any(String), position: expect.any(String) });
    expect((await posted(conversationId)).map(({ messageId: id, seq, author, body, locale }) => ({ id, seq, author, body, locale }))).toEqual([
      { id: messageId, seq: 1, author: 'learner', body: 'วิดีโอบทที่ 2 เล่นไม่ได้', locale: 'th' },
      { id: again.body.messageId, seq: 2, author: 'learner', body: 'ยังเล่นไม่ได้ค่ะ', locale: 'th' },
    ]);
  });

  it('lets a logged-in learner start a conversation under their account\u2019s name and email', async () => {
    const email = uniqueEmail('learner');
    const learner = await signup(app(), email);
    const { conversationId } = await start(bearer(learner));
    const [started] = await store().readStream(conversationStream(conversationId));
    expect(started!.data).toMatchObject({ visitorId: null, userId: learner.id, name: 'Ann Lee', email, organisationId: null, locale: 'en' });
  });

  it('refuses another learner and another visitor with 403, no one at all with 401, a bad visitor token with 401, appending nothing', async () => {
    const owner = await signup(app());
    const { conversationId } = await start(bearer(owner));
    const other = await signup(app());
    const stranger = await newVisitor();
    const head = await store().headPosition();
    for (const auth of [bearer(other), asVisitor(stranger)]) {
      const refused = await http().post(`${API}/conversations/${conversationId}/messages`).set(auth).send({ body: 'mine now' }).expect(403);
      expect(refused.body.code).toBe('FORBIDDEN');
      await http().post(`${API}/conversations/${conversationId}/close`).set(auth).expect(403);
      await http().post(`${API}/conversations/${conversationId}/read`).set(auth).send({ upToSeq: 1 }).expect(403);
    }
    expect((await http().post(`${API}/conversations/${conversationId}/messages`).send({ body: 'hi' }).expect(401)).body.code).toBe('UNAUTHORIZED');
    await http().post(`${API}/conversations`).send({ body: 'hi', page: '/' }).expect(401);
    const forged = { [SUPPORT_VISITOR_HEADER]: `${stranger.visitorToken.split('.')[0]}.AAAA` };
    await http().post(`${API}/conversations`).set(forged).send({ body: 'hi', page: '/' }).expect(401);
    expect((await http().post(`${API}/conversations/no-such/messages`).set(bearer(other)).send({ body: 'hi' }).expect(404)).body.code).toBe('NOT_FOUND');
    expect(await store().headPosition()).toEqual(head);
  });

  it('joins a visitor\u2019s conversations to the account they log in as: read with the bearer, no longer with the visitor token alone', async () => {
    const visitor = await newVisitor();
    const { conversationId } = await start(asVisitor(visitor));
    const email = uniqueEmail('joined');
    const learner = await signup(app(), email);
    await http().post(`${API}/visitors/join`).set(asVisitor(visitor)).expect(401);
    const joined = await http().post(`${API}/visitors/join`).set(bearer(learner)).set(asVisitor(visitor)).expect(200);
    expect(joined.body.position).toEqual(expect.any(String));
    expect((await store().readStream(supportVisitorStream(visitor.visitorId))).map((e) => e.data)).toEqual([
      expect.objectContaining({ visitorId: visitor.visitorId, userId: learner.id, name: 'Ann Lee', email }),
    ]);
    // The same account again changes nothing; another account may not take the visitor.
    expect((await http().post(`${API}/visitors/join`).set(bearer(learner)).set(asVisitor(visitor)).expect(200)).body).toEqual({ position: null });
    const other = await signup(app());
    await http().post(`${API}/visitors/join`).set(bearer(other)).set(asVisitor(visitor)).expect(403);

    await eventually(
      () => types(conversationId),
      (found) => found.includes('ConversationJoinedAccount'),
    );
    const view = await eventually(
      async () => http().get(`${API}/conversations/${conversationId}`).set(bearer(learner)),
      (response) => response.status === 200 && response.body.email === email,
    );
    expect(view.body).toMatchObject({ id: conversationId, name: 'Ann Lee' });
    await http().get(`${API}/conversations/${conversationId}`).set(asVisitor(visitor)).expect(403);
    await http().post(`${API}/conversations/${conversationId}/messages`).set(asVisitor(visitor)).send({ body: 'still me?' }).expect(403);
    await http().post(`${API}/conversations/${conversationId}/messages`).set(bearer(learner)).send({ body: 'yes, me' }).expect(201);
  });

  it('refuses an attachment of the wrong type or over the limit with 400 FILE_UPLOAD_FAILED naming which, appending and keeping nothing', async () => {
    const visitor = await newVisitor();
    const { conversationId } = await start(asVisitor(visitor));
    const head = await store().headPosition();
    const send = (bytes: Buffer, name: string) =>
      http().post(`${API}/conversations/${conversationId}/messages`).set(asVisitor(visitor)).field('body', 'see').attach('file', bytes, name);

    const renamed = await send(Buffer.from('just some text, not an image'), 'screen.png').set('Accept-Language', 'th').expect(400);
    expect(renamed.body).toMatchObject({
      code: 'FILE_UPLOAD_FAILED',
      errors: [{ field: 'file', code: 'FILE_UPLOAD_FAILED', rule: 'fileTypeNotAllowed', message: 'ไม่สามารถใช้ไฟล์ประเภทนี้ได้' }],
    });
    const large = await send(Buffer.concat([await png(), Buffer.alloc(1024 * 1024)]), 'big.png').expect(400);
    expect(large.body).toMatchObject({
      code: 'FILE_UPLOAD_FAILED',
      errors: [{ field: 'file', rule: 'fileTooLarge', n: 1, message: 'The file is larger than 1 MB' }],
    });
    const empty = await http().post(`${API}/conversations/${conversationId}/messages`).set(asVisitor(visitor)).field('body', '  ').expect(400);
    expect(empty.body.errors).toEqual([expect.objectContaining({ field: 'body', code: 'IS_NOT_EMPTY' })]);
    expect(await store().headPosition()).toEqual(head);
  });

  it('keeps a PNG (as WebP) and a PDF under the conversation\u2019s folder with the sender\u2019s file name, text optional', async () => {
    const visitor = await newVisitor();
    const { conversationId } = await start(asVisitor(visitor));
    const image = await png();
    await http().post(`${API}/conversations/${conversationId}/messages`).set(asVisitor(visitor)).attach('file', image, 'หน้าจอ.png').expect(201);
    await http()
      .post(`${API}/conversations/${conversationId}/messages`)
      .set(asVisitor(visitor))
      .field('body', 'the receipt')
      .attach('file', PDF, 'receipt.pdf')
      .expect(201);
    const [, withImage, withPdf] = await posted(conversationId);
    expect(withImage).toMatchObject({ body: '', attachment: { name: 'หน้าจอ.png', contentType: 'image/webp' } });
    expect(withPdf).toMatchObject({ body: 'the receipt', attachment: { name: 'receipt.pdf', contentType: 'application/pdf', size: PDF.length } });
    const files = app().app.get<FileStore>(FILE_STORE);
    for (const { attachment } of [withImage!, withPdf!]) {
      expect(attachment!.key).toMatch(new RegExp(`^support-attachments/${conversationId}/[0-9a-f-]{36}\\.(webp|pdf)$`));
      expect((await files.stat(attachment!.key))?.size).toBe(attachment!.size);
    }
  });

  it('limits new conversations per sender with 429 and Retry-After', async () => {
    const visitor = await newVisitor();
    for (let i = 0; i < 5; i++) await start(asVisitor(visitor), `question ${i}`);
    const head = await store().headPosition();
    const refused = await http().post(`${API}/conversations`).set(asVisitor(visitor)).send({ body: 'one more', page: '/' }).expect(429);
    expect(refused.body.code).toBe('REQUEST_TIMEOUT');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await store().headPosition()).toEqual(head);
  });

  it('lets the learner close a conversation and rate it then, 1 to 5, and refuses other ratings with 400', async () => {
    const visitor = await newVisitor();
    const { conversationId } = await start(asVisitor(visitor));
    const rate = (rating: unknown) =>
      http()
        .post(`${API}/conversations/${conversationId}/rating`)
        .set(asVisitor(visitor))
        .send({ rating } as object);
    expect((await rate(5).expect(400)).body.errors).toEqual([expect.objectContaining({ field: 'rating', code: 'IS_NOT_EFFECTED' })]);
    await http().post(`${API}/conversations/${conversationId}/close`).set(asVisitor(visitor)).expect(200);
    expect((await http().post(`${API}/conversations/${conversationId}/close`).set(asVisitor(visitor)).expect(200)).body).toEqual({ position: null });
    const head = await store().headPosition();
    for (const bad of [0, 6, 2.5, 'five', null]) await rate(bad).expect(400);
    expect(await store().headPosition()).toEqual(head);
    await rate(4).expect(200);
    expect(await types(conversationId)).toEqual(['ConversationStarted', 'ConversationMessagePosted', 'ConversationClosed', 'ConversationRated']);
  });

  it('mails support\u2019s reply to a visitor who is away, once, in their language, with a link that reopens the conversation', async () => {
    const email = uniqueEmail('somchai');
    const visitor = await newVisitor('สมชาย', email);
    const { conversationId } = await start(asVisitor(visitor), 'ขอใบกำกับภาษีได้ไหมคะ', 'th');
    const reply = await http()
      .post(`${API}/admin/conversations/${conversationId}/messages`)
      .set(bearer(admin))
      .set('Accept-Language', 'en')
      .field('body', 'ได้ค่ะ <ส่งให้ทางอีเมล>')
      .expect(201);
    const [, supportMessage] = await posted(conversationId);
    expect(supportMessage).toMatchObject({ author: 'support', locale: 'th', learnerOnline: false, authorId: admin.id });

    const [mail] = await eventually(
      () => mailSentTo(app().config.dataDir, email),
      (mails) => mails.length > 0,
    );
    expect(mail!.subject).toBe('Khru: ฝ่ายช่วยเหลือตอบกลับคุณแล้ว');
    expect(mail!.text).toContain('สวัสดีคุณ สมชาย\n\nได้ค่ะ <ส่งให้ทางอีเมล>\n');
    // The link carries a token issued when the mail went out (the same as the browser's on the same day): it opens the conversation.
    const link = new URL(/https?:\/\/\S+\?support=\S+/.exec(mail!.text)![0]);
    expect(`${link.origin}${link.pathname}`).toBe(`${app().config.publicUrl}/`);
    expect(link.searchParams.get('support')).toBe(conversationId);
    await http()
      .get(`${API}/conversations/${conversationId}`)
      .set({ [SUPPORT_VISITOR_HEADER]: link.searchParams.get('visitor')! })
      .expect(200);
    expect(mail!.text).toContain('> ขอใบกำกับภาษีได้ไหมคะ');
    expect(mail!.html).toContain('<p>ได้ค่ะ &#60;ส่งให้ทางอีเมล&#62;</p>');

    await eventually(
      () => types(conversationId),
      (found) => found.includes('ConversationReplyMailed'),
    );
    // Run again for the same reply (a redelivery): nothing more is sent.
    const effect = app().app.get(WorkflowRegistry).effects().get(SEND_SUPPORT_REPLY_MAIL)!;
    await effect(workflowEffect(SEND_SUPPORT_REPLY_MAIL, { conversationId, messageId: reply.body.messageId }), commandMetadata({ userId: 'system' }));
    expect(await mailSentTo(app().config.dataDir, email)).toHaveLength(1);
  });

  it('lets support mark read, assign, add notes and close; only with the inbox permission', async () => {
    const learner = await signup(app());
    const { conversationId } = await start(bearer(learner));
    const admin$ = (path: string, body: object = {}) => http().post(`${API}/admin/conversations/${conversationId}/${path}`).set(bearer(admin)).send(body);
    await admin$('read', { upToSeq: 1 }).expect(200);
    await admin$('assign', { adminId: admin.id }).expect(200);
    expect((await admin$('assign', { adminId: learner.id }).expect(400)).body.errors).toEqual([expect.objectContaining({ field: 'adminId' })]);
    expect((await admin$('notes', { body: 'Paid by card' }).expect(201)).body).toEqual({ noteId: expect.any(String), position: expect.any(String) });
    await admin$('close').expect(200);
    expect(await types(conversationId)).toEqual([
      'ConversationStarted',
      'ConversationMessagePosted',
      'ConversationMessagesRead',
      'ConversationAssigned',
      'ConversationNoteAdded',
      'ConversationClosed',
    ]);
    const head = await store().headPosition();
    await http().post(`${API}/admin/conversations/${conversationId}/messages`).set(bearer(learner)).send({ body: 'I am support' }).expect(403);
    await http().post(`${API}/admin/conversations/${conversationId}/close`).expect(401);
    expect(await store().headPosition()).toEqual(head);
  });

  it('says whether support answers live now, and when it next opens', async () => {
    const hours = (await http().get(`${API}/hours`).expect(200)).body as SupportHoursResponse;
    expect(hours.hours).toEqual(DEFAULT_SUPPORT_HOURS);
    expect({ online: hours.online, opensAt: hours.opensAt }).toEqual(supportHoursAt(now(), DEFAULT_SUPPORT_HOURS));
  });

  const DAY_MS = 24 * 3600 * 1000;
  /** The visitor's token as the server would have issued it `daysAgo` days ago, signed with the key the app keeps in DATA_DIR. */
  const issuedDaysAgo = (visitor: SupportVisitorResponse, daysAgo: number) => ({
    [SUPPORT_VISITOR_HEADER]: signVisitorToken(
      resolveSupportVisitorKey(null, app().config.dataDir),
      visitorTokenClaims(visitor, new Date(now().getTime() - daysAgo * DAY_MS), DEFAULT_SUPPORT_VISITOR_TOKEN_DAYS),
    ),
  });
  const refusal = ({ status, body }: { status: number; body: { code?: string; errors?: unknown } }) => [status, body.code, body.errors];
  const namingToken = [expect.objectContaining({ field: SUPPORT_VISITOR_HEADER, code: 'IS_EXPIRED_TOKEN' })];

  it('refuses a visitor token past its lifetime with 401 IS_EXPIRED_TOKEN: it neither reads, writes, listens nor joins', async () => {
    const visitor = await newVisitor();
    const { conversationId } = await start(asVisitor(visitor));
    const learner = await signup(app());
    const expired = issuedDaysAgo(visitor, DEFAULT_SUPPORT_VISITOR_TOKEN_DAYS + 1);
    const head = await store().headPosition();
    for (const request of [
      http().get(`${API}/conversations`).set(expired),
      http().get(`${API}/conversations/${conversationId}`).set(expired),
      http().post(`${API}/conversations/${conversationId}/messages`).set(expired).send({ body: 'still there?' }),
      http().post(`${API}/conversations`).set(expired).send({ body: 'hello again', page: '/' }),
      http().get(`${API}/stream?visitor_token=${encodeURIComponent(expired[SUPPORT_VISITOR_HEADER])}`),
    ]) {
      expect(refusal(await request)).toEqual([401, 'IS_EXPIRED_TOKEN', undefined]);
    }
    // Brought to join by a logged-in learner: 400 naming the token, since a 401 would end the learner's session.
    expect(refusal(await http().post(`${API}/visitors/join`).set(bearer(learner)).set(expired))).toEqual([400, 'BAD_REQUEST', namingToken]);
    expect(await store().headPosition()).toEqual(head);
    // A day short of its lifetime, a token is still taken.
    await http()
      .get(`${API}/conversations/${conversationId}`)
      .set(issuedDaysAgo(visitor, DEFAULT_SUPPORT_VISITOR_TOKEN_DAYS - 1))
      .expect(200);
  });

  it('answers a visitor token from an earlier day with a fresh one in the x-support-visitor header, acting for the same visitor', async () => {
    const visitor = await newVisitor();
    const { conversationId, position } = await start(asVisitor(visitor));
    // A visitor's list reads the read model: it waits for the start as the app does (`?after=`).
    const used = await http().get(`${API}/conversations?after=${position}`).set(issuedDaysAgo(visitor, 2)).expect(200);
    expect(used.body.data.map((c: { id: string }) => c.id)).toEqual([conversationId]);
    const fresh = used.headers[SUPPORT_VISITOR_HEADER] as string;
    expect(fresh).toMatch(/^[\w-]+\.[\w-]+$/);
    const again = await http()
      .get(`${API}/conversations/${conversationId}`)
      .set({ [SUPPORT_VISITOR_HEADER]: fresh })
      .expect(200);
    expect(again.headers[SUPPORT_VISITOR_HEADER]).toBeUndefined();
  });

  it('refuses every token of a visitor who joined an account: nothing read, written or started as them, nothing joined to another account', async () => {
    const visitor = await newVisitor();
    const { conversationId } = await start(asVisitor(visitor), 'Where is my refund?');
    const owner = await signup(app());
    await http().post(`${API}/visitors/join`).set(bearer(owner)).set(asVisitor(visitor)).expect(200);
    await eventually(
      () => types(conversationId),
      (found) => found.includes('ConversationJoinedAccount'),
    );
    const stolen = asVisitor(visitor);
    const head = await store().headPosition();
    for (const request of [
      http().get(`${API}/conversations`).set(stolen),
      http().get(`${API}/conversations/${conversationId}`).set(stolen),
      http().post(`${API}/conversations/${conversationId}/messages`).set(stolen).send({ body: 'send the refund to me instead' }),
      http().post(`${API}/conversations`).set(stolen).send({ body: 'planted in the owner\u2019s account', page: '/' }),
      http().get(`${API}/stream?visitor_token=${encodeURIComponent(stolen[SUPPORT_VISITOR_HEADER])}`),
    ]) {
      expect(refusal(await request)).toEqual([403, 'FORBIDDEN', namingToken]);
    }
    expect(await store().headPosition()).toEqual(head);

    // Another learner bringing the token copied before the join: nothing joins, and they see none of it.
    const thief = await signup(app());
    expect(refusal(await http().post(`${API}/visitors/join`).set(bearer(thief)).set(stolen))).toEqual([403, 'FORBIDDEN', namingToken]);
    expect((await store().readStream(supportVisitorStream(visitor.visitorId))).map((e) => e.data.userId)).toEqual([owner.id]);
    expect((await http().get(`${API}/conversations`).set(bearer(thief)).expect(200)).body.data).toEqual([]);
    await http().get(`${API}/conversations/${conversationId}`).set(bearer(thief)).expect(403);
    // The conversation stays the owner's.
    const owned = await eventually(
      () => http().get(`${API}/conversations`).set(bearer(owner)),
      (response) => response.body.data?.length === 1,
    );
    expect(owned.body.data.map((c: { id: string }) => c.id)).toEqual([conversationId]);
  });

  it('mails a reply made after the visitor joined an account to the account, with a link that carries no visitor token', async () => {
    const visitor = await newVisitor();
    const { conversationId } = await start(asVisitor(visitor));
    const email = uniqueEmail('joined-mail');
    const owner = await signup(app(), email);
    await http().post(`${API}/visitors/join`).set(bearer(owner)).set(asVisitor(visitor)).expect(200);
    await eventually(
      () => types(conversationId),
      (found) => found.includes('ConversationJoinedAccount'),
    );
    await http().post(`${API}/admin/conversations/${conversationId}/messages`).set(bearer(admin)).field('body', 'Refunded today').expect(201);
    const [mail] = await eventually(
      () => mailSentTo(app().config.dataDir, email),
      (mails) => mails.length > 0,
    );
    expect(mail!.text).toContain(`${app().config.publicUrl}/?support=${conversationId}\n`);
    expect(mail!.text).not.toContain('visitor=');
  });
});
