import { PASSWORD_RESET_TTL_MINUTES, PRODUCT_NAME, type Locale } from '@khru/contracts';
import type { MailMessage } from '@khru/platform';
import { escapeHtml } from '../../../kernel/mail/mail-html.js';

/** The reset-password mail, in the language the learner asked in. */
export function resetPasswordMail(to: string, firstName: string, link: string, locale: Locale): MailMessage {
  const lines =
    locale === 'th'
      ? {
          subject: `${PRODUCT_NAME}: ตั้งรหัสผ่านใหม่`,
          greeting: `สวัสดีคุณ ${firstName}`,
          body: `เราได้รับคำขอตั้งรหัสผ่านใหม่สำหรับบัญชีของคุณ เปิดลิงก์นี้ภายใน ${PASSWORD_RESET_TTL_MINUTES} นาทีเพื่อตั้งรหัสผ่านใหม่ (ใช้ได้ครั้งเดียว):`,
          ignore: 'หากคุณไม่ได้ขอ โปรดเพิกเฉยต่ออีเมลนี้ รหัสผ่านเดิมของคุณยังใช้ได้',
        }
      : {
          subject: `${PRODUCT_NAME}: reset your password`,
          greeting: `Hello ${firstName},`,
          body: `We received a request to reset the password of your account. Open this link within ${PASSWORD_RESET_TTL_MINUTES} minutes to choose a new one (it works once):`,
          ignore: 'If you did not ask for this, ignore this mail: your password stays as it is.',
        };
  return {
    to,
    subject: lines.subject,
    text: `${lines.greeting}\n\n${lines.body}\n${link}\n\n${lines.ignore}\n`,
    html: `<p>${escapeHtml(lines.greeting)}</p><p>${escapeHtml(lines.body)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>${escapeHtml(lines.ignore)}</p>`,
  };
}
