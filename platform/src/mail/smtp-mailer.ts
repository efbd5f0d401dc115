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

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...message });
  }
}
