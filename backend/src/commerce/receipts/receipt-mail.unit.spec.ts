import { describe, expect, it } from '@jest/globals';
import type { OrderLine } from '@khru/contracts';
import { receiptMail, type ReceiptMailContent } from './receipt-mail.js';

const git: OrderLine = { itemId: 'git', isBundle: false, titleEn: 'Git for Teams', titleTh: 'Git สำหรับทีม', price: 790, courseIds: ['git'] };
const payment: ReceiptMailContent = {
  kind: 'payment',
  orderId: 'o1',
  receiptNo: 'KR-1',
  lines: [git],
  amount: 632,
  cardLast4: '4242',
  at: '2026-11-23T10:00:00.000Z',
  voucher: { code: 'WELCOME20', discount: 158 },
};

describe('the receipt mail', () => {
  it('names the voucher, its discount and the total paid, so the lines add up, in English and Thai', () => {
    const en = receiptMail('a@b.example', 'Somchai', payment, 'en', 'https://khru.example');
    expect(en.text).toContain('- Git for Teams (THB\u00a0790)');
    expect(en.text).toContain('- Voucher WELCOME20 (-THB\u00a0158)');
    expect(en.text).toContain('- Total paid THB\u00a0632');
    expect(en.html).toContain('<li>Voucher WELCOME20 (-THB\u00a0158)</li>');
    const th = receiptMail('a@b.example', 'สมชาย', payment, 'th', 'https://khru.example');
    expect(th.text).toContain('- ส่วนลดจากบัตรกำนัล WELCOME20 (-฿158)');
    expect(th.text).toContain('- ยอดชำระ ฿632');
  });

  it('has no voucher lines without a discount, nor on a refund', () => {
    for (const content of [
      { ...payment, voucher: null, amount: 790 },
      { ...payment, voucher: undefined },
      { ...payment, kind: 'refund' as const },
    ]) {
      const mail = receiptMail('a@b.example', 'Somchai', content, 'en', 'https://khru.example');
      expect(mail.text).not.toContain('Voucher');
      expect(mail.text).not.toContain('Total paid');
    }
  });
});
