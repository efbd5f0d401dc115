import { beforeAll, describe, expect, it } from '@jest/globals';
import type { AuthResponse, MailMessageResponse } from '@khru/contracts';
import type { Mailer } from '@khru/platform';
import type { Response } from 'supertest';
import { MAILER } from '../../src/kernel/infrastructure/tokens.js';
import { DEMO, bearer, login, uniqueEmail } from '../support/accounts.js';
import { useTestApp } from '../support/test-app.js';

const MESSAGES = '/api/mailapi/messages';

/** Reads a binary answer whole, whatever its content type. */
const binary = (res: Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

// The outbox is a folder of the data directory whatever the event store, so one store profile is enough.
describe('mail attachment downloads API', () => {
  const { subject: app, http } = useTestApp('pglite');
  let admin: AuthResponse;
  let orgAdmin: AuthResponse;
  const workbook = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0xff, 0x10, 0x80]);
  const notes = Buffer.from('สรุปรายงาน\n', 'utf8');
  const to = uniqueEmail('hr');
  let mail: MailMessageResponse;

  const download = (auth: AuthResponse, id: string, index: string) =>
    http().get(`${MESSAGES}/${id}/attachments/${index}`).set(bearer(auth)).buffer(true).parse(binary);

  beforeAll(async () => {
    admin = await login(app(), DEMO.admin);
    orgAdmin = await login(app(), DEMO.orgAdmin);
    await app()
      .app.get<Mailer>(MAILER)
      .send({
        to,
        subject: 'Khru: your report',
        text: 'Attached.',
        html: '<p>Attached.</p>',
        attachments: [
          {
            filename: 'learning-summary-2026-01-2026-03.xlsx',
            contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            content: workbook.toString('base64'),
          },
          { filename: 'บันทึก.txt', contentType: 'text/plain; charset=utf-8', content: notes.toString('base64') },
        ],
      });
    const list = (await http().get(MESSAGES).set(bearer(admin)).expect(200)).body as { data: MailMessageResponse[] };
    mail = list.data.find((m) => m.to === to)!;
  });

  it('lists each attachment by name, type and size, without its bytes', () => {
    expect(mail.attachments).toEqual([
      {
        filename: 'learning-summary-2026-01-2026-03.xlsx',
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        size: workbook.length,
      },
      { filename: 'บันทึก.txt', contentType: 'text/plain; charset=utf-8', size: notes.length },
    ]);
  });

  it('gives an administrator each attachment as a file to save, byte for byte, under its own name', async () => {
    const first = await download(admin, mail.id, '0').expect(200);
    expect(first.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(first.headers['content-disposition']).toBe('attachment; filename=learning-summary-2026-01-2026-03.xlsx');
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.body).toEqual(workbook);

    const second = await download(admin, mail.id, '1').expect(200);
    expect(second.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(second.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('บันทึก.txt')}`);
    expect(second.body).toEqual(notes);
  });

  it('answers 404 for an attachment the message does not have, or a message that does not exist', async () => {
    for (const index of ['2', '-1', '1.0', 'first']) expect((await download(admin, mail.id, index)).status).toBe(404);
    const missing = await http().get(`${MESSAGES}/20990101000000000-nothing/attachments/0`).set(bearer(admin)).expect(404);
    expect(missing.body).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses anyone without READ_MAIL, and anyone not signed in', async () => {
    const refused = await http().get(`${MESSAGES}/${mail.id}/attachments/0`).set(bearer(orgAdmin)).expect(403);
    expect(refused.body).toMatchObject({ code: 'FORBIDDEN' });
    await http().get(`${MESSAGES}/${mail.id}/attachments/0`).expect(401);
  });
});
