import { describe, expect, it } from '@jest/globals';
import { supportReplyMail } from './support-reply-mail.js';

const link = 'https://khru.example/?support=c1';

describe('support reply mail', () => {
  it('in Thai: a Thai subject and greeting, the reply, the link back to the chat, and the learner\u2019s message quoted', () => {
    const mail = supportReplyMail({
      to: 'somchai@example.com',
      name: 'สมชาย',
      locale: 'th',
      reply: 'ลองรีเฟรชหน้าอีกครั้งนะคะ',
      replyFile: null,
      earlier: 'วิดีโอบทที่ 2 เล่นไม่ได้',
      link,
    });
    expect(mail.to).toBe('somchai@example.com');
    expect(mail.subject).toBe('Khru: ฝ่ายช่วยเหลือตอบกลับคุณแล้ว');
    expect(mail.text).toBe(
      ['สวัสดีคุณ สมชาย', '', 'ลองรีเฟรชหน้าอีกครั้งนะคะ', '', 'อ่านและตอบกลับในแชต:', link, '', 'ฝ่ายช่วยเหลือ Khru', '', 'ข้อความของคุณ:', '> วิดีโอบทที่ 2 เล่นไม่ได้', ''].join(
        '\n',
      ),
    );
  });

  it('in English, with the reply, the quote and the link escaped in HTML, and a file named', () => {
    const mail = supportReplyMail({
      to: 'ann@example.com',
      name: 'Ann',
      locale: 'en',
      reply: 'Use <b>Chrome</b> & retry\n\nBye',
      replyFile: 'steps.pdf',
      earlier: 'It says "error"',
      link: `${link}&visitor=a.b`,
    });
    expect(mail.subject).toBe('Khru: a reply from support');
    expect(mail.text).toContain('Hello Ann,\n\nUse <b>Chrome</b> & retry\n\nBye\n\nA file was sent with it: steps.pdf\n\nRead and answer in the chat:\n');
    expect(mail.html).toBe(
      '<p>Hello Ann,</p><p>Use &#60;b&#62;Chrome&#60;/b&#62; &#38; retry</p><p>Bye</p><p>A file was sent with it: steps.pdf</p>' +
        '<p>Read and answer in the chat: <a href="https://khru.example/?support=c1&#38;visitor=a.b">https://khru.example/?support=c1&#38;visitor=a.b</a></p>' +
        '<p>The Khru support team</p><p>You wrote:</p><blockquote><p>It says &#34;error&#34;</p></blockquote>',
    );
  });

  it('leaves out the quote when there is no earlier message', () => {
    const mail = supportReplyMail({ to: 'a@example.com', name: 'A', locale: 'en', reply: 'Hi', replyFile: null, earlier: null, link });
    expect(mail.text).not.toContain('You wrote:');
    expect(mail.html).not.toContain('blockquote');
  });
});
