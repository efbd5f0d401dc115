import { beforeAll, describe, expect, it } from '@jest/globals';
import { contactMessageStream, type AuthResponse, type ContactMessageResponse, type MailMessageResponse } from '@khru/contracts';
import type { EventStore, StoredMailMessage } from '@khru/platform';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { SEND_CONTACT_REPLY_MAIL } from '../../src/cms/contact-messages/reply-mail/send-contact-reply-mail.js';
import { commandMetadata } from '../../src/kernel/commands/command-metadata.js';
import { EVENT_STORE } from '../../src/kernel/infrastructure/tokens.js';
import { WorkflowRegistry } from '../../src/kernel/workflows/workflow-registry.js';
import { effect as workflowEffect } from '../../src/kernel/workflows/workflow.js';
import { DEMO, bearer, login, uniqueEmail } from '../support/accounts.js';
import { eventually } from '../support/eventually.js';
import { STORE_PROFILES, useTestApp } from '../support/test-app.js';

const MESSAGES = '/api/cmsapi/contact-messages';

describe.each(STORE_PROFILES)('contact message handling and replies API on %s', (profile) => {
  const { subject: app, http } = useTestApp(profile);
  let admin: AuthResponse;
  let learner: AuthResponse;
  const store = () => app().app.get<EventStore>(EVENT_STORE);

  const submit = async (email: string, message: string, locale: 'en' | 'th') =>
    (
      await http()
        .post(MESSAGES)
        .set('Accept-Language', locale)
        .send({ name: locale === 'th' ? 'สมชาย' : 'Ann', email, phoneNumber: '081-234-5678', topic: 'business', message })
        .expect(201)
    ).body as { id: string; position: string };
  const list = async (query: string) =>
    (await http().get(`${MESSAGES}${query}`).set(bearer(admin)).expect(200)).body as { data: ContactMessageResponse[]; totalCount: number };
  const one = async (id: string, after = '') => (await http().get(`${MESSAGES}/${id}${after}`).set(bearer(admin)).expect(200)).body as ContactMessageResponse;
  const mailsTo = async (email: string) =>
    ((await http().get('/api/mailapi/messages').set(bearer(admin)).expect(200)).body.data as MailMessageResponse[]).filter((m) => m.to === email);
  /** The first mail to this address, as the embedded mailer keeps it in DATA_DIR/mail. */
  const keptMailTo = async (email: string): Promise<StoredMailMessage> => {
    const [sent] = await eventually(
      () => mailsTo(email),
      (mails) => mails.length > 0,
    );
    const file = readdirSync(join(app().config.dataDir, 'mail')).find((name) => name.startsWith(sent!.id));
    return JSON.parse(readFileSync(join(app().config.dataDir, 'mail', file!), 'utf8')) as StoredMailMessage;
  };

  beforeAll(async () => {
    admin = await login(app(), DEMO.admin);
    learner = await login(app(), DEMO.learner);
  });

  it('mails a reply to a Thai message in Thai, once, quoting the message; the inbox shows it handled with the reply', async () => {
    const email = uniqueEmail('somchai');
    const { id, position } = await submit(email, 'อยากทราบราคาแพ็กเกจองค์กร <b>ด่วน</b>', 'th');
    expect(await one(id, `?after=${position}`)).toMatchObject({ id, locale: 'th', status: 'new', handledAt: null, replies: [] });
    expect((await list('?status=new&take=100')).data.map((m) => m.id)).toContain(id);

    const replied = await http().post(`${MESSAGES}/${id}/reply`).set(bearer(admin)).send({ body: '  แพ็กเกจองค์กรเริ่มที่ 20 ที่นั่ง <ราคาพิเศษ>  ' }).expect(200);
    expect(replied.body).toEqual({ replyId: expect.any(String), position: expect.any(String) });

    const mail = await keptMailTo(email);
    expect(mail.subject).toBe('Khru: ตอบกลับข้อความของคุณ');
    expect(mail.text).toContain('สวัสดีคุณ สมชาย\n\nแพ็กเกจองค์กรเริ่มที่ 20 ที่นั่ง <ราคาพิเศษ>\n\nทีมงาน Khru');
    expect(mail.text).toContain('> อยากทราบราคาแพ็กเกจองค์กร <b>ด่วน</b>');
    expect(mail.html).toContain('<p>แพ็กเกจองค์กรเริ่มที่ 20 ที่นั่ง &#60;ราคาพิเศษ&#62;</p>');
    expect(mail.html).toContain('<blockquote><p>อยากทราบราคาแพ็กเกจองค์กร &#60;b&#62;ด่วน&#60;/b&#62;</p></blockquote>');

    // The stream records the mail; the effect run again for the same reply (a redelivery) sends nothing.
    const stream = await eventually(
      () => store().readStream(contactMessageStream(id)),
      (events) => events.some((e) => e.type === 'ContactReplyMailed'),
    );
    expect(stream.map((e) => e.type)).toEqual(['ContactMessageSubmitted', 'ContactMessageReplied', 'ContactReplyMailed']);
    const effect = app().app.get(WorkflowRegistry).effects().get(SEND_CONTACT_REPLY_MAIL)!;
    await effect(workflowEffect(SEND_CONTACT_REPLY_MAIL, { messageId: id, replyId: replied.body.replyId }), commandMetadata({ userId: 'system' }));
    expect(await mailsTo(email)).toHaveLength(1);

    const handled = await one(id, `?after=${replied.body.position}`);
    expect(handled).toMatchObject({ status: 'handled', handledAt: expect.any(String) });
    expect(handled.replies).toEqual([
      { id: replied.body.replyId, body: 'แพ็กเกจองค์กรเริ่มที่ 20 ที่นั่ง <ราคาพิเศษ>', locale: 'th', at: expect.any(String), userId: admin.id },
    ]);
    expect((await list('?status=handled&take=100')).data.map((m) => m.id)).toContain(id);
    expect((await list('?status=new&take=100')).data.map((m) => m.id)).not.toContain(id);
  });

  it('mails a reply to an English message in English', async () => {
    const email = uniqueEmail('ann');
    const { id } = await submit(email, 'Do you invoice companies?', 'en');
    await http().post(`${MESSAGES}/${id}/reply`).set(bearer(admin)).set('Accept-Language', 'th').send({ body: 'Yes, with a full tax invoice.' }).expect(200);
    const mail = await keptMailTo(email);
    expect(mail.subject).toBe('Khru: a reply to your message');
    expect(mail.text).toMatch(
      /^Hello Ann,\n\nYes, with a full tax invoice\.\n\nThe Khru team\n\nOn \d{1,2} \w+ \d{4} you wrote:\n> Do you invoice companies\?\n$/,
    );
  });

  it('marks a message handled once: a second time appends nothing; an unknown message is 404', async () => {
    const { id } = await submit(uniqueEmail('h'), 'Please call me back', 'en');
    const first = await http().post(`${MESSAGES}/${id}/handled`).set(bearer(admin)).expect(200);
    expect(first.body.position).toEqual(expect.any(String));
    const head = await store().headPosition();
    expect((await http().post(`${MESSAGES}/${id}/handled`).set(bearer(admin)).expect(200)).body).toEqual({ position: null });
    expect(await store().headPosition()).toEqual(head);
    expect(await one(id, `?after=${first.body.position}`)).toMatchObject({ status: 'handled', replies: [] });
    expect((await http().post(`${MESSAGES}/no-such-message/handled`).set(bearer(admin)).expect(404)).body.code).toBe('NOT_FOUND');
    expect((await http().get(`${MESSAGES}/no-such-message`).set(bearer(admin)).expect(404)).body.code).toBe('NOT_FOUND');
  });

  it('refuses a missing, blank, too long or unexpected reply with 400 naming the field, and an unknown message with 404, appending nothing', async () => {
    const { id } = await submit(uniqueEmail('bad'), 'Hello', 'en');
    const head = await store().headPosition();
    const reply = (body: unknown, messageId = id) =>
      http()
        .post(`${MESSAGES}/${messageId}/reply`)
        .set(bearer(admin))
        .send(body as object);
    const fields = (response: { body: { errors?: { field: string; code: string }[] } }) => response.body.errors?.map((e) => `${e.field}:${e.code}`);
    expect(fields(await reply({}).expect(400))).toEqual(expect.arrayContaining(['body:IS_NOT_EMPTY']));
    expect(fields(await reply({ body: '' }).expect(400))).toEqual(expect.arrayContaining(['body:IS_NOT_EMPTY']));
    expect(fields(await reply({ body: 42 }).expect(400))).toEqual(expect.arrayContaining(['body:IS_STRING']));
    expect(fields(await reply({ body: 'x'.repeat(5001) }).expect(400))).toEqual(['body:BAD_REQUEST']);
    expect(fields(await reply({ body: 'ok', cc: 'boss@example.com' }).expect(400))).toEqual(['cc:BAD_REQUEST']);
    const blank = await reply({ body: ' \n ' }).set('Accept-Language', 'th').expect(400);
    expect(blank.body.errors).toEqual([expect.objectContaining({ field: 'body', code: 'IS_NOT_EMPTY', message: expect.stringMatching(/[\u0E00-\u0E7F]/) })]);
    expect((await reply({ body: 'Hello' }, 'no-such-message').expect(404)).body.code).toBe('NOT_FOUND');
    await http().get(`${MESSAGES}?status=archived`).set(bearer(admin)).expect(400);
    expect(await store().headPosition()).toEqual(head);
  });

  it('searches the inbox by Thai words in unspaced text and by email, with the status filter; refuses a too long search', async () => {
    const thaiEmail = uniqueEmail('search-th');
    const thai = await submit(thaiEmail, 'สนใจหลักสูตรภาษาอังกฤษสำหรับพนักงานขาย', 'th');
    const english = await submit(uniqueEmail('search-en'), 'Do you teach sales English?', 'en');
    await one(english.id, `?after=${english.position}`);
    const ids = async (query: string) => (await list(`?take=100&q=${encodeURIComponent(query)}`)).data.map((m) => m.id);

    expect(await ids('พนักงานขาย ภาษาอังกฤษ')).toEqual([thai.id]);
    expect(await ids(thaiEmail.toUpperCase())).toEqual([thai.id]);
    expect(await ids(`${thaiEmail} sales`)).toEqual([]);
    const handledOnly = await list(`?status=handled&q=${encodeURIComponent(thaiEmail)}`);
    expect(handledOnly).toEqual({ data: [], totalCount: 0 });

    const tooLong = await http()
      .get(`${MESSAGES}?q=${encodeURIComponent('ก'.repeat(201))}`)
      .set(bearer(admin))
      .expect(400);
    expect(tooLong.body.errors).toEqual([expect.objectContaining({ field: 'q' })]);
  });

  it('lets only the inbox keepers read, handle and answer', async () => {
    const { id } = await submit(uniqueEmail('p'), 'Who reads this?', 'en');
    const head = await store().headPosition();
    await http().get(MESSAGES).set(bearer(learner)).expect(403);
    await http().get(`${MESSAGES}/${id}`).set(bearer(learner)).expect(403);
    await http().post(`${MESSAGES}/${id}/handled`).set(bearer(learner)).expect(403);
    await http().post(`${MESSAGES}/${id}/reply`).set(bearer(learner)).send({ body: 'hi' }).expect(403);
    await http().post(`${MESSAGES}/${id}/reply`).send({ body: 'hi' }).expect(401);
    await http().get(`${MESSAGES}/${id}`).expect(401);
    expect(await store().headPosition()).toEqual(head);
  });
});
