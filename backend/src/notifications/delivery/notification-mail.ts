import { PRODUCT_NAME, type Locale, type NotificationKind } from '@khru/contracts';
import type { MailMessage } from '@khru/platform';
import type { NotificationContent } from './notification-content.js';
import type { Titles } from './notification-message.js';
import { renderHtml, renderText } from './render-content.js';
import { escapeHtml } from '../../kernel/mail/mail-html.js';

/**
 * The kinds that also go by mail, with their subjects. Receipts and refunds are mailed by commerce already; the
 * others are news a learner can pick up in the app.
 */
const MAIL_SUBJECTS = {
  trialEndingSoon: { en: 'Your free trial ends soon', th: 'ช่วงทดลองใช้ฟรีใกล้สิ้นสุดแล้ว' },
  renewalFailed: { en: 'We could not renew your membership', th: 'ไม่สามารถต่ออายุสมาชิกของคุณได้' },
  certificateReady: { en: 'Your certificate is ready', th: 'ใบประกาศนียบัตรของคุณพร้อมแล้ว' },
  testPassed: { en: 'You passed the final test', th: 'คุณสอบผ่านแบบทดสอบท้ายคอร์สแล้ว' },
  testFailed: { en: 'Your final test result', th: 'ผลแบบทดสอบท้ายคอร์สของคุณ' },
  courseAssigned: { en: 'A course was assigned to you', th: 'คุณได้รับมอบหมายคอร์สเรียน' },
  assignmentDueSoon: { en: 'An assigned course is due soon', th: 'คอร์สที่ได้รับมอบหมายใกล้ครบกำหนด' },
  balanceLow: { en: 'Credits are running low', th: 'เครดิตใกล้หมด' },
} as const satisfies Partial<Record<NotificationKind, Titles>>;

export type MailedKind = keyof typeof MAIL_SUBJECTS;

export const isMailed = (kind: NotificationKind): kind is MailedKind => kind in MAIL_SUBJECTS;

export interface NotificationMailInput {
  to: string;
  firstName: string;
  kind: MailedKind;
  content: NotificationContent;
  /** The app page on the public address (without `lang`), or null. */
  link: string | null;
  /** The learner's language when known; otherwise the mail says it in English and in Thai. */
  locale: Locale | null;
}

/** A notification as a mail: a greeting, the notification's words, and its page opening in the mail's language. */
export function notificationMail({ to, firstName, kind, content, link, locale }: NotificationMailInput): MailMessage {
  const part = (lang: Locale) => {
    const href = link && `${link}${link.includes('?') ? '&' : '?'}lang=${lang}`;
    const greeting = lang === 'th' ? `สวัสดีคุณ ${firstName}` : `Hello ${firstName},`;
    const open = lang === 'th' ? 'เปิดดูได้ที่:' : 'Open it here:';
    return {
      text: [greeting, '', renderText(content[lang]), ...(href ? ['', open, href] : []), ''].join('\n'),
      html: `<p>${escapeHtml(greeting)}</p>${renderHtml(content[lang])}${href ? `<p>${escapeHtml(open)} <a href="${escapeHtml(href)}">${escapeHtml(href)}</a></p>` : ''}`,
    };
  };
  const subject = MAIL_SUBJECTS[kind];
  if (locale) {
    const { text, html } = part(locale);
    return { to, subject: `${PRODUCT_NAME}: ${subject[locale]}`, text, html };
  }
  const [en, th] = [part('en'), part('th')];
  return { to, subject: `${PRODUCT_NAME}: ${subject.en} / ${subject.th}`, text: `${en.text}\n---\n\n${th.text}`, html: `${en.html}<hr>${th.html}` };
}
