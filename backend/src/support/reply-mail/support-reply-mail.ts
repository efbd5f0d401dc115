import { PRODUCT_NAME, type Locale } from '@khru/contracts';
import type { MailMessage } from '@khru/platform';
import { escapeHtml, htmlParagraphs } from '../../kernel/mail/mail-html.js';

export interface SupportReplyMailInput {
  to: string;
  name: string;
  locale: Locale;
  /** Support's reply, plain text (may be empty when only a file was sent). */
  reply: string;
  /** The name of the file sent with the reply, if any. */
  replyFile: string | null;
  /** The learner's message before the reply (its text, or its file's name), if any. */
  earlier: string | null;
  /** Where the conversation opens in the learner app. */
  link: string;
}

const WORDS = {
  en: {
    subject: `${PRODUCT_NAME}: a reply from support`,
    greeting: (name: string) => `Hello ${name},`,
    file: (name: string) => `A file was sent with it: ${name}`,
    open: 'Read and answer in the chat:',
    signOff: `The ${PRODUCT_NAME} support team`,
    wrote: 'You wrote:',
  },
  th: {
    subject: `${PRODUCT_NAME}: ฝ่ายช่วยเหลือตอบกลับคุณแล้ว`,
    greeting: (name: string) => `สวัสดีคุณ ${name}`,
    file: (name: string) => `มีไฟล์แนบมาด้วย: ${name}`,
    open: 'อ่านและตอบกลับในแชต:',
    signOff: `ฝ่ายช่วยเหลือ ${PRODUCT_NAME}`,
    wrote: 'ข้อความของคุณ:',
  },
} as const satisfies Record<Locale, unknown>;

/** Support's chat reply to a learner who was away, in their language, with a link back to the conversation. */
export function supportReplyMail({ to, name, locale, reply, replyFile, earlier, link }: SupportReplyMailInput): MailMessage {
  const words = WORDS[locale];
  const file = replyFile ? words.file(replyFile) : null;
  const quoted = earlier
    ?.split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');
  const text = [
    words.greeting(name),
    '',
    ...(reply ? [reply, ''] : []),
    ...(file ? [file, ''] : []),
    words.open,
    link,
    '',
    words.signOff,
    '',
    ...(quoted ? [words.wrote, quoted, ''] : []),
  ].join('\n');
  const html = [
    `<p>${escapeHtml(words.greeting(name))}</p>`,
    reply ? htmlParagraphs(reply) : '',
    file ? `<p>${escapeHtml(file)}</p>` : '',
    `<p>${escapeHtml(words.open)} <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    `<p>${escapeHtml(words.signOff)}</p>`,
    earlier ? `<p>${escapeHtml(words.wrote)}</p><blockquote>${htmlParagraphs(earlier)}</blockquote>` : '',
  ].join('');
  return { to, subject: words.subject, text, html };
}
