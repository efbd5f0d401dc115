import { PRODUCT_NAME, type Locale } from '@khru/contracts';
import type { MailMessage } from '@khru/platform';
import { escapeHtml, htmlParagraphs } from '../../../kernel/mail/mail-html.js';

export interface ContactReplyMailInput {
  to: string;
  name: string;
  locale: Locale;
  /** The admin's answer, plain text. */
  reply: string;
  /** What the sender wrote, and when. */
  original: string;
  submittedAt: string;
}

const WORDS = {
  en: {
    subject: `${PRODUCT_NAME}: a reply to your message`,
    greeting: (name: string) => `Hello ${name},`,
    wrote: (day: string) => `On ${day} you wrote:`,
    signOff: `The ${PRODUCT_NAME} team`,
  },
  th: {
    subject: `${PRODUCT_NAME}: ตอบกลับข้อความของคุณ`,
    greeting: (name: string) => `สวัสดีคุณ ${name}`,
    wrote: (day: string) => `ข้อความของคุณเมื่อ ${day}:`,
    signOff: `ทีมงาน ${PRODUCT_NAME}`,
  },
} as const satisfies Record<Locale, unknown>;

const day = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'th' ? 'th-TH' : 'en-GB', { dateStyle: 'long', timeZone: 'Asia/Bangkok' }).format(new Date(iso));

/** Support's answer to a contact-us message, in the sender's language, quoting what they wrote. */
export function contactReplyMail({ to, name, locale, reply, original, submittedAt }: ContactReplyMailInput): MailMessage {
  const words = WORDS[locale];
  const wrote = words.wrote(day(submittedAt, locale));
  const quoted = original
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');
  const text = [words.greeting(name), '', reply, '', words.signOff, '', wrote, quoted, ''].join('\n');
  const html = [
    `<p>${escapeHtml(words.greeting(name))}</p>`,
    htmlParagraphs(reply),
    `<p>${escapeHtml(words.signOff)}</p>`,
    `<p>${escapeHtml(wrote)}</p>`,
    `<blockquote>${htmlParagraphs(original)}</blockquote>`,
  ].join('');
  return { to, subject: words.subject, text, html };
}
