import { describe, expect, it } from '@jest/globals';
import type { NotificationKind } from '@khru/contracts';
import { notificationContent } from './notification-content.js';
import { isMailed, notificationMail } from './notification-mail.js';

const content = notificationContent({ kind: 'courseAssigned', dueDate: '2026-12-01T00:00:00.000Z' }, { en: 'PDPA Essentials', th: 'พื้นฐาน PDPA' });
const base = { to: 'ann@example.com', firstName: 'Ann', kind: 'courseAssigned' as const, content, link: 'http://localhost:3000/courses-overview/pdpa' };

describe('notification mail', () => {
  it('mails in the learner\u2019s language when it is known, the page opening in it', () => {
    const mail = notificationMail({ ...base, locale: 'th' });
    expect(mail.subject).toBe('Khru: คุณได้รับมอบหมายคอร์สเรียน');
    expect(mail.text).toBe(
      'สวัสดีคุณ Ann\n\nองค์กรของคุณมอบหมายให้คุณเรียน พื้นฐาน PDPA กำหนดเรียนให้จบภายในวันที่ 1 ธันวาคม 2569\n\nเปิดดูได้ที่:\nhttp://localhost:3000/courses-overview/pdpa?lang=th\n',
    );
    expect(mail.html).toContain('<strong>พื้นฐาน PDPA</strong>');
    expect(mail.html).not.toContain('assigned you');
  });

  it('says it in English and in Thai when the language is not known', () => {
    const mail = notificationMail({ ...base, locale: null });
    expect(mail.subject).toBe('Khru: A course was assigned to you / คุณได้รับมอบหมายคอร์สเรียน');
    expect(mail.text).toContain('Your organisation assigned you PDPA Essentials, due 1 December 2026.');
    expect(mail.text).toContain('?lang=en');
    expect(mail.text).toContain('?lang=th');
    expect(mail.html).toContain('<hr>');
  });

  it('mails the kinds that matter away from the app, not those commerce mails already or that are in-app news', () => {
    const mailed: NotificationKind[] = [
      'trialEndingSoon',
      'renewalFailed',
      'certificateReady',
      'testPassed',
      'testFailed',
      'courseAssigned',
      'assignmentDueSoon',
      'balanceLow',
    ];
    const inApp: NotificationKind[] = [
      'paymentReceipt',
      'refund',
      'membershipRenewed',
      'testRetryOpen',
      'questionReplied',
      'reviewPublished',
      'licenceAssigned',
      'instructorAnnouncement',
    ];
    expect(mailed.filter(isMailed)).toEqual(mailed);
    expect(inApp.filter(isMailed)).toEqual([]);
  });
});
