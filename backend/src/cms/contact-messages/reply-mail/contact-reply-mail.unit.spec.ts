import { describe, expect, it } from '@jest/globals';
import { contactReplyMail } from './contact-reply-mail.js';

const input = {
  to: 'somchai@example.com',
  name: 'สมชาย',
  reply: 'ขอบคุณที่ติดต่อเรา\nแพ็กเกจองค์กรเริ่มที่ 20 ที่นั่ง',
  original: 'อยากทราบราคาแพ็กเกจองค์กร <b>ด่วน</b>',
  submittedAt: '2026-11-22T10:00:00.000Z',
};

describe('contact reply mail', () => {
  it('in Thai: a Thai subject and greeting, the reply, and the message quoted with its Buddhist-era date', () => {
    const mail = contactReplyMail({ ...input, locale: 'th' });
    expect(mail.to).toBe('somchai@example.com');
    expect(mail.subject).toBe('Khru: ตอบกลับข้อความของคุณ');
    expect(mail.text).toBe(
      [
        'สวัสดีคุณ สมชาย',
        '',
        'ขอบคุณที่ติดต่อเรา',
        'แพ็กเกจองค์กรเริ่มที่ 20 ที่นั่ง',
        '',
        'ทีมงาน Khru',
        '',
        'ข้อความของคุณเมื่อ 22 พฤศจิกายน 2569:',
        '> อยากทราบราคาแพ็กเกจองค์กร <b>ด่วน</b>',
        '',
      ].join('\n'),
    );
  });

  it('in English, with the reply and the quote escaped in HTML', () => {
    const mail = contactReplyMail({ ...input, name: 'Ann', locale: 'en', reply: 'Use <script>x</script> & see\n\nBye', original: 'Hi "team"' });
    expect(mail.subject).toBe('Khru: a reply to your message');
    expect(mail.text.startsWith('Hello Ann,\n\nUse <script>x</script> & see\n\nBye\n\nThe Khru team\n\nOn 22 November 2026 you wrote:\n> Hi "team"')).toBe(
      true,
    );
    expect(mail.html).toBe(
      '<p>Hello Ann,</p><p>Use &#60;script&#62;x&#60;/script&#62; &#38; see</p><p>Bye</p><p>The Khru team</p>' +
        '<p>On 22 November 2026 you wrote:</p><blockquote><p>Hi &#34;team&#34;</p></blockquote>',
    );
  });
});
