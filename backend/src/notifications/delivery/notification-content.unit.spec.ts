import { describe, expect, it } from '@jest/globals';
import { notificationContent } from './notification-content.js';
import type { NotificationMessage } from './notification-message.js';
import { renderHtml, renderText } from './render-content.js';
import { sanitiseContent } from './sanitise-content.js';

const git = { en: 'Git and GitHub', th: 'กิตและกิตฮับ' };
const html = (message: NotificationMessage, about = git) => {
  const content = notificationContent(message, about);
  return { en: renderHtml(content.en), th: renderHtml(content.th) };
};

describe('notification content', () => {
  it('keeps only div, p and strong, without attributes; a script\u2019s text, images and links go', () => {
    expect(
      sanitiseContent(
        '<div class="x" onclick="steal()"><p>Hi <strong style="color:red">all</strong><script>alert(1)</script><img src=x onerror="steal()"> <a href="javascript:steal()">see</a> <em>now</em></p></div>',
      ),
    ).toBe('<div><p>Hi <strong>all</strong> see now</p></div>');
  });

  it('writes our words in English and natural Thai, with Thai dates in the Buddhist era', () => {
    expect(html({ kind: 'testFailed', scorePercent: 60, passMarkPercent: 90, retryAt: '2026-11-25T03:30:00.000Z' })).toEqual({
      en: '<p>You scored <strong>60%</strong> in the final test of <strong>Git and GitHub</strong> (pass mark 90%).</p><p>You can try again from <strong>25 November 2026 at 10:30</strong>.</p>',
      th: '<p>คุณได้คะแนน <strong>60%</strong> ในแบบทดสอบท้ายคอร์ส <strong>กิตและกิตฮับ</strong> (เกณฑ์ผ่าน 90%)</p><p>คุณสอบใหม่ได้ตั้งแต่ <strong>25 พฤศจิกายน 2569 เวลา 10:30</strong></p>',
    });
  });

  it('escapes what others wrote (titles, questions) instead of letting it become markup', () => {
    const content = html({ kind: 'questionReplied', question: '<img src=x onerror=alert(1)> why?', repliedBy: 'instructor' }, { en: '<b>Git</b>', th: 'กิต' });
    expect(content.en).toBe(
      '<p>The instructor replied to your question in <strong>&lt;b&gt;Git&lt;/b&gt;</strong>:</p><p>“&lt;img src=x onerror=alert(1)&gt; why?”</p>',
    );
  });

  it('names the course as "your course" when it no longer exists, and quotes a long question by its first words', () => {
    const content = notificationContent({ kind: 'questionReplied', question: 'x'.repeat(300), repliedBy: 'team' }, null);
    expect(renderText(content.en)).toBe(`The Khru team replied to your question in your course:\n“${'x'.repeat(119)}…”`);
    expect(renderText(content.th)).toContain('ทีมงาน Khruตอบคำถามของคุณในคอร์ส คอร์สของคุณ');
  });

  it('puts an announcement\u2019s own HTML under the course\u2019s name, and leaves it out of plain text', () => {
    const content = notificationContent(
      { kind: 'instructorAnnouncement', course: git, contentEn: '<p>Live <strong>Friday</strong></p>', contentTh: '<p>ไลฟ์วันศุกร์</p>' },
      null,
    );
    expect(renderHtml(content.en)).toBe('<p>Announcement in <strong>Git and GitHub</strong></p><div><p>Live <strong>Friday</strong></p></div>');
    expect(renderText(content.th)).toBe('ประกาศจากผู้สอนคอร์ส กิตและกิตฮับ');
  });

  it('says every kind in both languages', () => {
    const messages: NotificationMessage[] = [
      { kind: 'paymentReceipt', amount: 1190, receiptNo: 'KR-1', items: [git] },
      { kind: 'refund', amount: 500, items: [git] },
      { kind: 'trialEndingSoon', endsAt: '2026-11-08T10:00:00.000Z' },
      { kind: 'membershipRenewed', until: '2027-11-08T10:00:00.000Z' },
      { kind: 'renewalFailed' },
      { kind: 'testPassed', scorePercent: 95 },
      { kind: 'testFailed', scorePercent: 50, passMarkPercent: 90, retryAt: null },
      { kind: 'testRetryOpen' },
      { kind: 'certificateReady', title: git, number: 'KHRU-2026-0001-0002' },
      { kind: 'questionReplied', question: 'Why?', repliedBy: 'learner' },
      { kind: 'reviewPublished' },
      { kind: 'questionPublished' },
      { kind: 'licenceAssigned', licence: 'All access', validUntil: '2027-01-01T00:00:00.000Z' },
      { kind: 'courseAssigned', dueDate: null },
      { kind: 'assignmentDueSoon', dueDate: '2026-12-01T00:00:00.000Z' },
      { kind: 'balanceLow', costCentre: 'OPS Operations', balance: 90, granted: 1000 },
      { kind: 'instructorAnnouncement', course: git, contentEn: '<p>Hi</p>', contentTh: '<p>สวัสดี</p>' },
    ];
    for (const message of messages) {
      const { en, th } = html(message);
      expect(en).toMatch(/^<p>.+<\/(p|div)>$/);
      expect(th).toMatch(/[\u0E00-\u0E7F]/);
    }
    expect(html({ kind: 'paymentReceipt', amount: 1190, receiptNo: 'KR-1', items: [git] }).th).toBe(
      '<p>เราได้รับชำระเงิน <strong>฿1,190</strong> สำหรับ กิตและกิตฮับ เรียบร้อยแล้ว</p><p>ใบเสร็จเลขที่ KR-1</p>',
    );
  });
});
