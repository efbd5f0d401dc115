import { PRODUCT_NAME } from '@khru/contracts';
import type { MailMessage } from '@khru/platform';
import { INVITATION_TTL_DAYS } from './invite-employee.js';
import { escapeHtml } from '../../kernel/mail/mail-html.js';

export interface InvitationMailContent {
  to: string;
  firstName: string;
  company: { en: string; th: string } | null;
  /** The set-password page, without its `lang`: each language's part opens it in that language. */
  link: string;
}

/**
 * The invitation to set a password. The organisation does not say which language each person
 * reads, so the mail says it in English and in Thai, each part linking to the page in its language.
 */
export function invitationMail({ to, firstName, company, link }: InvitationMailContent): MailMessage {
  const parts = [
    {
      greeting: `Hello ${firstName},`,
      body: `${company ? company.en : 'Your organisation'} has opened a ${PRODUCT_NAME} account for you (${to}). Open this link within ${INVITATION_TTL_DAYS} days to choose your password (it works once):`,
      after: 'If the link has expired, "Forgot password" on the login page sends you a new one.',
      link: `${link}&lang=en`,
    },
    {
      greeting: `สวัสดีคุณ ${firstName}`,
      body: `${company ? `${company.th} ` : 'องค์กรของคุณ'}ได้เปิดบัญชี ${PRODUCT_NAME} ให้คุณแล้ว (${to}) เปิดลิงก์นี้ภายใน ${INVITATION_TTL_DAYS} วันเพื่อตั้งรหัสผ่าน (ใช้ได้ครั้งเดียว):`,
      after: 'หากลิงก์หมดอายุ กด "ลืมรหัสผ่าน" ที่หน้าเข้าสู่ระบบเพื่อรับลิงก์ใหม่',
      link: `${link}&lang=th`,
    },
  ];
  const subject = company ? `${PRODUCT_NAME}: ${company.en} invites you / ${company.th} เชิญคุณเข้าใช้งาน` : `${PRODUCT_NAME}: you are invited / คุณได้รับคำเชิญ`;
  return {
    to,
    subject,
    text: parts.map((p) => `${p.greeting}\n\n${p.body}\n${p.link}\n\n${p.after}\n`).join('\n---\n\n'),
    html: parts
      .map(
        (p) =>
          `<p>${escapeHtml(p.greeting)}</p><p>${escapeHtml(p.body)}</p><p><a href="${escapeHtml(p.link)}">${escapeHtml(p.link)}</a></p><p>${escapeHtml(p.after)}</p>`,
      )
      .join('<hr>'),
  };
}
