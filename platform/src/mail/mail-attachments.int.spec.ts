import { describe, expect, it, jest } from '@jest/globals';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FolderMailer } from './folder-mailer.js';
import type { MailMessage } from './mailer.port.js';
import { SmtpMailer } from './smtp-mailer.js';

const report = Buffer.from('PK\u0003\u0004 a workbook');
const message: MailMessage = {
  to: 'hr@example.com',
  subject: 'Learning summary',
  text: 'Attached.',
  html: '<p>Attached.</p>',
  attachments: [{ filename: 'learning-summary-2026-11-2026-11.xlsx', contentType: 'application/octet-stream', content: report.toString('base64') }],
};

describe('mail attachments', () => {
  it('the folder mailer keeps each attachment, base64, in the stored message, and gives it back', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'khru-mail-'));
    try {
      const mailer = new FolderMailer(folder);
      await mailer.send(message);
      const [name] = readdirSync(folder);
      const stored = JSON.parse(readFileSync(join(folder, name!), 'utf8')) as MailMessage;
      expect(stored.attachments).toEqual(message.attachments);
      const [listed] = await mailer.list();
      expect(Buffer.from(listed!.attachments![0]!.content, 'base64')).toEqual(report);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('the SMTP mailer hands nodemailer each attachment as base64 content, and a message without any as it is', async () => {
    const mailer = new SmtpMailer('smtp://127.0.0.1:2525', 'Khru <no-reply@khru.example>');
    const sendMail = jest.fn(async (_mail: object) => ({}));
    (mailer as unknown as { transport: { sendMail: typeof sendMail } }).transport.sendMail = sendMail;
    await mailer.send(message);
    const { attachments: _attachments, ...plain } = message;
    await mailer.send(plain);
    expect(sendMail.mock.calls.map(([mail]) => mail)).toEqual([
      {
        from: 'Khru <no-reply@khru.example>',
        ...plain,
        attachments: [
          {
            filename: 'learning-summary-2026-11-2026-11.xlsx',
            contentType: 'application/octet-stream',
            content: report.toString('base64'),
            encoding: 'base64',
          },
        ],
      },
      { from: 'Khru <no-reply@khru.example>', ...plain },
    ]);
  });
});
