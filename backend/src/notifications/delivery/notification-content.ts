import { PRODUCT_NAME, type Locale } from '@khru/contracts';
import type { NotificationMessage, Titles } from './notification-message.js';

/** A run of text, bold or not. */
export type Segment = string | { strong: string };
/** A paragraph of our own words, or an author's HTML (an announcement), already sanitised. */
export type Block = Segment[] | { html: string };

export interface NotificationContent {
  en: Block[];
  th: Block[];
}

const TIME_ZONE = 'Asia/Bangkok';
const intlLocale = (locale: Locale) => (locale === 'th' ? 'th-TH' : 'en-GB');

/** Whole baht, as receipts show them. */
export const money = (amount: number, locale: Locale): string =>
  new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency: 'THB', minimumFractionDigits: 0, maximumFractionDigits: 0 }).format(amount);

/** A day in Bangkok (Buddhist era in Thai). */
export const day = (iso: string, locale: Locale): string =>
  new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: TIME_ZONE }).format(new Date(iso));

const dayAndTime = (iso: string, locale: Locale): string =>
  new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeStyle: 'short', timeZone: TIME_ZONE }).format(new Date(iso));

const count = (n: number, locale: Locale) => new Intl.NumberFormat(intlLocale(locale)).format(n);

const REPLIED_BY = {
  instructor: { en: 'The instructor', th: 'ผู้สอน' },
  team: { en: `The ${PRODUCT_NAME} team`, th: `ทีมงาน ${PRODUCT_NAME}` },
  learner: { en: 'Another learner', th: 'ผู้เรียนอีกท่าน' },
} as const;

/** A question quoted in a notification: its first words. */
const QUOTE_LENGTH = 120;
const quote = (text: string) => `“${text.length > QUOTE_LENGTH ? `${text.slice(0, QUOTE_LENGTH - 1).trimEnd()}…` : text}”`;

/**
 * The words of a notification in English and Thai, from what its cause recorded and the title of the course or bundle
 * it is about (`about`, null when there is none or it no longer exists).
 */
export function notificationContent(message: NotificationMessage, about: Titles | null): NotificationContent {
  const course = { en: about?.en || 'your course', th: about?.th || about?.en || 'คอร์สของคุณ' };
  switch (message.kind) {
    case 'paymentReceipt': {
      const items = { en: message.items.map((i) => i.en || i.th).join(', '), th: message.items.map((i) => i.th || i.en).join(', ') };
      return {
        en: [['We received your payment of ', { strong: money(message.amount, 'en') }, ' for ', items.en, '.'], [`Receipt ${message.receiptNo}.`]],
        th: [['เราได้รับชำระเงิน ', { strong: money(message.amount, 'th') }, ` สำหรับ ${items.th} เรียบร้อยแล้ว`], [`ใบเสร็จเลขที่ ${message.receiptNo}`]],
      };
    }
    case 'refund': {
      const items = { en: message.items.map((i) => i.en || i.th).join(', '), th: message.items.map((i) => i.th || i.en).join(', ') };
      return {
        en: [['We refunded ', { strong: money(message.amount, 'en') }, ` for ${items.en}.`], ['It reaches your card within 30 days.']],
        th: [['เราได้คืนเงิน ', { strong: money(message.amount, 'th') }, ` สำหรับ ${items.th} แล้ว`], ['เงินจะเข้าบัตรของคุณภายใน 30 วัน']],
      };
    }
    case 'trialEndingSoon':
      return {
        en: [
          ['Your free trial ends on ', { strong: day(message.endsAt, 'en') }, '.'],
          ['Your yearly membership then starts and is charged to your saved card. To stop it, cancel before that day.'],
        ],
        th: [
          ['ช่วงทดลองใช้ฟรีของคุณจะสิ้นสุดในวันที่ ', { strong: day(message.endsAt, 'th') }],
          ['จากนั้นสมาชิกรายปีจะเริ่มต้นและเรียกเก็บเงินจากบัตรที่คุณบันทึกไว้ หากไม่ต้องการต่อ โปรดยกเลิกก่อนวันดังกล่าว'],
        ],
      };
    case 'membershipRenewed':
      return {
        en: [['Your yearly membership is renewed until ', { strong: day(message.until, 'en') }, '.']],
        th: [['ต่ออายุสมาชิกรายปีของคุณเรียบร้อยแล้ว ใช้งานได้ถึงวันที่ ', { strong: day(message.until, 'th') }]],
      };
    case 'renewalFailed':
      return {
        en: [[{ strong: 'We could not renew your membership:' }, ' the payment was declined.'], ['Add a card that works to keep studying.']],
        th: [[{ strong: 'ไม่สามารถต่ออายุสมาชิกของคุณได้' }, ' เนื่องจากการชำระเงินถูกปฏิเสธ'], ['โปรดเพิ่มบัตรที่ใช้งานได้เพื่อเรียนต่อ']],
      };
    case 'testPassed':
      return {
        en: [
          ['You passed the final test of ', { strong: course.en }, ' with ', { strong: `${message.scorePercent}%` }, '.'],
          ['Your certificate is being prepared.'],
        ],
        th: [
          ['ยินดีด้วย คุณสอบผ่านแบบทดสอบท้ายคอร์ส ', { strong: course.th }, ' ด้วยคะแนน ', { strong: `${message.scorePercent}%` }],
          ['ระบบกำลังจัดทำใบประกาศนียบัตรให้คุณ'],
        ],
      };
    case 'testFailed':
      return {
        en: [
          ['You scored ', { strong: `${message.scorePercent}%` }, ' in the final test of ', { strong: course.en }, ` (pass mark ${message.passMarkPercent}%).`],
          message.retryAt ? ['You can try again from ', { strong: dayAndTime(message.retryAt, 'en') }, '.'] : ['You can try again now.'],
        ],
        th: [
          ['คุณได้คะแนน ', { strong: `${message.scorePercent}%` }, ' ในแบบทดสอบท้ายคอร์ส ', { strong: course.th }, ` (เกณฑ์ผ่าน ${message.passMarkPercent}%)`],
          message.retryAt ? ['คุณสอบใหม่ได้ตั้งแต่ ', { strong: dayAndTime(message.retryAt, 'th') }] : ['คุณสอบใหม่ได้ทันที'],
        ],
      };
    case 'testRetryOpen':
      return {
        en: [['You can take the final test of ', { strong: course.en }, ' again now.']],
        th: [['ตอนนี้คุณทำแบบทดสอบท้ายคอร์ส ', { strong: course.th }, ' ได้อีกครั้งแล้ว']],
      };
    case 'certificateReady':
      return {
        en: [['Your certificate for ', { strong: message.title.en || message.title.th }, ' is ready.'], [`Certificate no. ${message.number}.`]],
        th: [['ใบประกาศนียบัตร ', { strong: message.title.th || message.title.en }, ' ของคุณพร้อมแล้ว'], [`เลขที่ ${message.number}`]],
      };
    case 'questionReplied':
      return {
        en: [[`${REPLIED_BY[message.repliedBy].en} replied to your question in `, { strong: course.en }, ':'], [quote(message.question)]],
        th: [[`${REPLIED_BY[message.repliedBy].th}ตอบคำถามของคุณในคอร์ส `, { strong: course.th }], [quote(message.question)]],
      };
    case 'reviewPublished':
      return {
        en: [['Your review of ', { strong: course.en }, ' is published.']],
        th: [['รีวิวคอร์ส ', { strong: course.th }, ' ของคุณได้รับการเผยแพร่แล้ว']],
      };
    case 'questionPublished':
      return {
        en: [['Your question in ', { strong: course.en }, ' is published.']],
        th: [['คำถามของคุณในคอร์ส ', { strong: course.th }, ' ได้รับการเผยแพร่แล้ว']],
      };
    case 'licenceAssigned':
      return {
        en: [
          ['You have a seat on the licence ', { strong: message.licence }, ' until ', { strong: day(message.validUntil, 'en') }, '.'],
          ['Enrol in the courses it covers at no cost.'],
        ],
        th: [
          ['คุณได้รับสิทธิ์ในไลเซนส์ ', { strong: message.licence }, ' ถึงวันที่ ', { strong: day(message.validUntil, 'th') }],
          ['ลงทะเบียนเรียนคอร์สที่ไลเซนส์ครอบคลุมได้โดยไม่มีค่าใช้จ่าย'],
        ],
      };
    case 'courseAssigned':
      return {
        en: [['Your organisation assigned you ', { strong: course.en }, ...(message.dueDate ? [', due ', { strong: day(message.dueDate, 'en') }] : []), '.']],
        th: [
          [
            'องค์กรของคุณมอบหมายให้คุณเรียน ',
            { strong: course.th },
            ...(message.dueDate ? [' กำหนดเรียนให้จบภายในวันที่ ', { strong: day(message.dueDate, 'th') }] : []),
          ],
        ],
      };
    case 'assignmentDueSoon':
      return {
        en: [[{ strong: course.en }, ', assigned by your organisation, is due on ', { strong: day(message.dueDate, 'en') }, '.']],
        th: [[{ strong: course.th }, ' ที่องค์กรมอบหมายให้คุณ ครบกำหนดในวันที่ ', { strong: day(message.dueDate, 'th') }]],
      };
    case 'balanceLow':
      return {
        en: [
          ['Cost centre ', { strong: message.costCentre }, ' is running low on credits.'],
          [{ strong: count(message.balance, 'en') }, ` credits are left of the ${count(message.granted, 'en')} granted.`],
        ],
        th: [
          ['เครดิตของศูนย์ต้นทุน ', { strong: message.costCentre }, ' ใกล้หมดแล้ว'],
          ['เหลือ ', { strong: count(message.balance, 'th') }, ` เครดิต จากที่ได้รับทั้งหมด ${count(message.granted, 'th')} เครดิต`],
        ],
      };
    case 'instructorAnnouncement':
      return {
        en: [['Announcement in ', { strong: message.course.en || message.course.th }], { html: message.contentEn }],
        th: [['ประกาศจากผู้สอนคอร์ส ', { strong: message.course.th || message.course.en }], { html: message.contentTh }],
      };
    default: {
      const _exhaustive: never = message;
      throw new Error('unknown notification');
    }
  }
}
