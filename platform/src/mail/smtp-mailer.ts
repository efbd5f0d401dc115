import { createTransport, type Transporter } from 'nodemailer';
import type { MailMessage, Mailer } from './mailer.port.js';

/** Production mailer: nodemailer over `SMTP_URL`. */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = createTransport(smtpUrl);
  }

  async send({ attachments, ...message }: MailMessage): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      ...message,
      ...(attachments
        ? { attachments: attachments.map(({ filename, contentType, content }) => ({ filename, contentType, content, encoding: 'base64' })) }
        : {}),
    });
  }
}
