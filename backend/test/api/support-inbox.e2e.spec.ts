import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import {
  SUPPORT_VISITOR_HEADER,
  type AdminConversationView,
  type AuthResponse,
  type StartConversationResponse,
  type SupportConversationListResponse,
  type SupportConversationView,
  type SupportInboxResponse,
  type SupportStreamMessage,
  type SupportVisitorResponse,
} from '@khru/contracts';
import { DEMO, bearer, login, signup, uniqueEmail } from '../support/accounts.js';
import { openEventStream, within, type EventStreamReader, type ReadEvent } from '../support/event-stream-reader.js';
import { STORE_PROFILES, useTestApp } from '../support/test-app.js';

const SUPPORT = '/api/supportapi';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

type Conversation = SupportConversationView;

/** The first conversation event, read or to come, whose conversation satisfies `wanted`. */
async function nextWhere(stream: EventStreamReader, wanted: (conversation: Conversation) => boolean): Promise<Conversation> {
  const conversationOf = (event: ReadEvent) => (event.data as SupportStreamMessage<Conversation>).conversation;
  const read = await within(
    stream.next((event) => event.event === 'conversation' && wanted(conversationOf(event))),
    8000,
    'no such conversation event came',
  );
  return conversationOf(read);
}

const lastBody = (body: string) => (conversation: Conversation) => conversation.messages.at(-1)?.body === body;

describe.each(STORE_PROFILES)('support inbox, conversation reads and live streams API on %s', (profile) => {
  const { subject: app, http } = useTestApp(profile);
  let admin: AuthResponse;
  const streams: EventStreamReader[] = [];

  const visitorHeader = (visitor: SupportVisitorResponse) => ({ [SUPPORT_VISITOR_HEADER]: visitor.visitorToken });
  const newVisitor = async (name: string) =>
    (
      await http()
        .post(`${SUPPORT}/visitors`)
        .send({ name, email: uniqueEmail('visitor') })
        .expect(201)
    ).body as SupportVisitorResponse;
  const start = async (who: Record<string, string>, body: string, locale: 'en' | 'th' = 'en') =>
    (await http().post(`${SUPPORT}/conversations`).set(who).set('Accept-Language', locale).send({ body, page: '/courses' }).expect(201))
      .body as StartConversationResponse;
  const inbox = async (query: string, after = '') =>
    (
      await http()
        .get(`${SUPPORT}/admin/inbox?take=100${after && `&after=${after}`}${query}`)
        .set(bearer(admin))
        .expect(200)
    ).body as SupportInboxResponse;
  const inboxIds = async (query: string, after = '') => (await inbox(query, after)).data.map((line) => `${line.kind}:${line.id}`);
  const adminView = async (id: string, after = '') =>
    (
      await http()
        .get(`${SUPPORT}/admin/conversations/${id}${after && `?after=${after}`}`)
        .set(bearer(admin))
        .expect(200)
    ).body as AdminConversationView;
  const reply = async (id: string, body: string) =>
    (await http().post(`${SUPPORT}/admin/conversations/${id}/messages`).set(bearer(admin)).field('body', body).expect(201)).body as {
      messageId: string;
      position: string;
    };
  const stream = async (path: string) => {
    const opened = await openEventStream(`${app().config.publicUrl}${path}`);
    streams.push(opened);
    return opened;
  };

  beforeAll(async () => {
    admin = await login(app(), DEMO.admin);
  });

  afterEach(() => {
    for (const opened of streams.splice(0)) opened.close();
  });

  it('lists a visitor’s chat, a learner’s chat and a contact-form message in one inbox, newest first, with filters and Thai search', async () => {
    const visitor = await newVisitor('Nok');
    const visitorChat = await start(visitorHeader(visitor), 'สวัสดีค่ะ ดิฉันลืมรหัสผ่านเข้าระบบ', 'th');
    const learnerEmail = uniqueEmail('chat');
    const learner = await signup(app(), learnerEmail);
    const learnerChat = await start(bearer(learner), 'Where is my invoice for the React course?');
    const contact = await http()
      .post('/api/cmsapi/contact-messages')
      .set('Accept-Language', 'th')
      .send({ name: 'สมชาย', email: uniqueEmail('form'), phoneNumber: '081-234-5678', topic: 'business', message: 'อยากทราบราคาแพ็กเกจองค์กร' })
      .expect(201);
    const chatVisitor = `chat:${visitorChat.conversationId}`;
    const chatLearner = `chat:${learnerChat.conversationId}`;
    const form = `contact:${contact.body.id as string}`;

    const all = await inbox('', contact.body.position as string);
    const mine = all.data.filter((line) => [chatVisitor, chatLearner, form].includes(`${line.kind}:${line.id}`));
    expect(mine.map((line) => `${line.kind}:${line.id}`)).toEqual([form, chatLearner, chatVisitor]);
    expect(mine.find((line) => line.id === visitorChat.conversationId)).toMatchObject({
      status: 'waiting-for-us',
      name: 'Nok',
      email: visitor.email,
      userId: null,
      unread: 1,
      locale: 'th',
      preview: 'สวัสดีค่ะ ดิฉันลืมรหัสผ่านเข้าระบบ',
    });
    expect(mine.find((line) => line.id === learnerChat.conversationId)).toMatchObject({ userId: learner.id, assignedTo: null });

    expect(await inboxIds('&kind=contact')).toContain(form);
    expect(await inboxIds('&kind=contact')).not.toContain(chatLearner);
    expect(await inboxIds('&kind=chat')).toEqual(expect.arrayContaining([chatLearner, chatVisitor]));
    // One Thai word inside unspaced Thai text finds its line, and only it.
    expect(await inboxIds(`&q=${encodeURIComponent('รหัสผ่าน')}`)).toEqual([chatVisitor]);
    expect(await inboxIds(`&q=${encodeURIComponent('ราคาองค์กร')}`)).toEqual([form]);
    expect(await inboxIds(`&q=${encodeURIComponent(`invoice ${learnerEmail.toUpperCase()}`)}`)).toEqual([chatLearner]);

    // Assigned to the caller, answered, then closed: each filter follows.
    const assigned = await http()
      .post(`${SUPPORT}/admin/conversations/${learnerChat.conversationId}/assign`)
      .set(bearer(admin))
      .send({ adminId: admin.id })
      .expect(200);
    expect(await inboxIds('&assigned=me', assigned.body.position as string)).toContain(chatLearner);
    expect(await inboxIds('&assigned=none')).not.toContain(chatLearner);
    expect(await inboxIds(`&assigned=${admin.id}`)).toContain(chatLearner);
    const answered = await reply(learnerChat.conversationId, 'It is in your orders page.');
    expect(await inboxIds('&status=waiting-for-learner', answered.position)).toContain(chatLearner);
    expect(await inboxIds('&status=waiting-for-us')).not.toContain(chatLearner);
    const closed = await http().post(`${SUPPORT}/admin/conversations/${learnerChat.conversationId}/close`).set(bearer(admin)).expect(200);
    expect(await inboxIds('&status=closed', closed.body.position as string)).toContain(chatLearner);
    expect(await inboxIds('&status=open')).toEqual(expect.arrayContaining([chatVisitor, form]));
    expect(await inboxIds('&status=open')).not.toContain(chatLearner);
    await http().get(`${SUPPORT}/admin/inbox?status=archived`).set(bearer(admin)).expect(400);
  });

  it('gives support the conversation whole and the admins to assign; a learner gets 403 there and on someone else’s conversation', async () => {
    const learner = await signup(app(), uniqueEmail('own'));
    const other = await signup(app(), uniqueEmail('other'));
    const started = await start(bearer(learner), 'Can I change my course?');
    const noted = await http()
      .post(`${SUPPORT}/admin/conversations/${started.conversationId}/notes`)
      .set(bearer(admin))
      .send({ body: 'Refund due' })
      .expect(201);

    const view = await adminView(started.conversationId, noted.body.position as string);
    expect(view).toMatchObject({ id: started.conversationId, userId: learner.id, status: 'waiting-for-us', unread: 1, organisationName: null });
    expect(view.notes.map((n) => n.body)).toEqual(['Refund due']);
    const admins = (await http().get(`${SUPPORT}/admin/admins`).set(bearer(admin)).expect(200)).body as { data: { id: string; name: string; email: string }[] };
    expect(admins.data).toContainEqual({ id: admin.id, name: expect.any(String), email: DEMO.admin });
    expect(admins.data.map((a) => a.id)).not.toContain(learner.id);

    const own = (await http().get(`${SUPPORT}/conversations/${started.conversationId}`).set(bearer(learner)).expect(200)).body as SupportConversationView;
    expect(own.messages.map((m) => [m.author, m.body, m.state])).toEqual([['learner', 'Can I change my course?', 'sent']]);
    expect(JSON.stringify(own)).not.toContain('Refund due');
    const list = (await http().get(`${SUPPORT}/conversations`).set(bearer(learner)).expect(200)).body as SupportConversationListResponse;
    expect(list.data.map((c) => c.id)).toEqual([started.conversationId]);

    expect((await http().get(`${SUPPORT}/conversations/${started.conversationId}`).set(bearer(other)).expect(403)).body.code).toBe('FORBIDDEN');
    expect((await http().get(`${SUPPORT}/conversations`).set(bearer(other)).expect(200)).body).toEqual({ data: [] });
    const visitor = await newVisitor('Stranger');
    await http().get(`${SUPPORT}/conversations/${started.conversationId}`).set(visitorHeader(visitor)).expect(403);
    await http().get(`${SUPPORT}/conversations/no-such-conversation`).set(bearer(learner)).expect(404);
    await http().get(`${SUPPORT}/conversations`).expect(401);

    for (const path of ['admin/inbox', `admin/conversations/${started.conversationId}`, 'admin/admins']) {
      expect((await http().get(`${SUPPORT}/${path}`).set(bearer(learner)).expect(403)).body.code).toBe('FORBIDDEN');
      await http().get(`${SUPPORT}/${path}`).expect(401);
    }
    await http()
      .get(`${SUPPORT}/admin/stream?access_token=${encodeURIComponent(learner.jwtToken)}`)
      .expect(403);
    await http().get(`${SUPPORT}/admin/conversations/no-such-conversation`).set(bearer(admin)).expect(404);
  });

  it('streams a support reply to the learner’s open chat and a learner message to support, the tokens in the query', async () => {
    const learner = await signup(app(), uniqueEmail('live'));
    const started = await start(bearer(learner), 'Is anyone there?');
    await http().get(`${SUPPORT}/stream`).expect(401);
    await http().get(`${SUPPORT}/stream?visitor_token=forged.token`).expect(401);
    await http().get(`${SUPPORT}/admin/stream?access_token=not-a-token`).expect(401);

    const learnerStream = await stream(`${SUPPORT}/stream?access_token=${encodeURIComponent(learner.jwtToken)}`);
    await reply(started.conversationId, 'Yes, how can I help?');
    const toLearner = await nextWhere(learnerStream, lastBody('Yes, how can I help?'));
    expect(toLearner.id).toBe(started.conversationId);
    expect(toLearner.messages.map((m) => [m.author, m.body])).toEqual([
      ['learner', 'Is anyone there?'],
      ['support', 'Yes, how can I help?'],
    ]);
    expect(toLearner).toMatchObject({ status: 'waiting-for-learner', unread: 1 });
    expect(toLearner).not.toHaveProperty('notes');
    // The learner had the chat open: the reply is recorded as seen live, not mailed.
    expect((await adminView(started.conversationId)).mailed).toEqual({});

    const supportStream = await stream(`${SUPPORT}/admin/stream?access_token=${encodeURIComponent(admin.jwtToken)}`);
    await http()
      .post(`${SUPPORT}/conversations/${started.conversationId}/messages`)
      .set(bearer(learner))
      .field('body', 'My certificate is missing')
      .expect(201);
    const toSupport = (await nextWhere(supportStream, lastBody('My certificate is missing'))) as AdminConversationView;
    expect(toSupport).toMatchObject({ id: started.conversationId, userId: learner.id, status: 'waiting-for-us' });
    expect(toSupport.messages.at(-1)).toMatchObject({ author: 'learner', body: 'My certificate is missing' });
    expect(toSupport.notes).toEqual([]);
    expect(await nextWhere(learnerStream, lastBody('My certificate is missing'))).toMatchObject({ id: started.conversationId });
  });

  it('serves a visitor’s stream of their own conversations', async () => {
    const visitor = await newVisitor('Pim');
    const started = await start(visitorHeader(visitor), 'Hello from a visitor');
    const visitorStream = await stream(`${SUPPORT}/stream?visitor_token=${encodeURIComponent(visitor.visitorToken)}`);
    await reply(started.conversationId, 'Hello Pim');
    const conversation = await nextWhere(visitorStream, lastBody('Hello Pim'));
    expect(conversation).toMatchObject({ id: started.conversationId, name: 'Pim' });
    expect(conversation.messages.at(-1)).toMatchObject({ author: 'support', body: 'Hello Pim', state: 'sent' });
  });

  it('serves an attachment by its short-lived signed address with its type, a PDF as a download, and refuses a tampered one', async () => {
    const learner = await signup(app(), uniqueEmail('files'));
    const started = await start(bearer(learner), 'Here is my receipt');
    await http().post(`${SUPPORT}/conversations/${started.conversationId}/messages`).set(bearer(learner)).attach('file', PDF, 'receipt.pdf').expect(201);
    const posted = await http()
      .post(`${SUPPORT}/conversations/${started.conversationId}/messages`)
      .set(bearer(learner))
      .field('body', 'and a screenshot')
      .attach('file', PNG, 'screen.png')
      .expect(201);
    const view = (
      await http()
        .get(`${SUPPORT}/conversations/${started.conversationId}?after=${posted.body.position as string}`)
        .set(bearer(learner))
        .expect(200)
    ).body as SupportConversationView;
    const [pdf, png] = view.messages.slice(1).map((m) => m.attachment!);
    expect(pdf).toMatchObject({
      name: 'receipt.pdf',
      contentType: 'application/pdf',
      size: PDF.length,
      url: expect.stringMatching(/^\/api\/media\/support-attachments\/.+\?exp=\d+&sig=[0-9a-f]{64}$/),
    });
    // Kept re-encoded as WebP (ADR 27), under the name it was sent with.
    expect(png).toMatchObject({ name: 'screen.png', contentType: 'image/webp' });

    const download = await http().get(pdf!.url).buffer(true).expect(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe('attachment');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(download.body as Buffer, PDF)).toBe(0);
    const image = await http().get(png!.url).expect(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['content-disposition']).toBeUndefined();

    const tampered = pdf!.url.replace(/sig=([0-9a-f])/, (_, first: string) => `sig=${first === '0' ? '1' : '0'}`);
    expect((await http().get(tampered).expect(403)).body.code).toBe('FORBIDDEN');
    await http().get(pdf!.url.replace(/\?.*$/, '')).expect(403);
    // The admin's view signs the same file for support.
    expect((await adminView(started.conversationId)).messages[1]?.attachment?.url).toMatch(/^\/api\/media\/support-attachments\//);
  });
});
