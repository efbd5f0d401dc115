import { PRODUCT_NAME, type Locale, type OrderLine } from '@khru/contracts';
import type { MailMessage } from '@khru/platform';
import { escapeHtml } from '../../kernel/mail/mail-html.js';

/** What one receipt or refund mail says: the order's lines it covers and the amount taken or paid back. */
export interface ReceiptMailContent {
  kind: 'payment' | 'refund';
  orderId: string;
  receiptNo: string | null;
  lines: OrderLine[];
  amount: number;
  cardLast4: string | null;
  at: string;
  /** A payment's voucher, when one took money off (mails recorded before vouchers were shown have none). */
  voucher?: { code: string | null; discount: number } | null;
}

const money = (amount: number, locale: Locale) =>
  new Intl.NumberFormat(locale === 'th' ? 'th-TH' : 'en-GB', { style: 'currency', currency: 'THB', minimumFractionDigits: 0, maximumFractionDigits: 0 }).format(
    amount,
  );

const day = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'th' ? 'th-TH' : 'en-GB', { dateStyle: 'long', timeZone: 'Asia/Bangkok' }).format(new Date(iso));

/**
 * The receipt mail sent when an order is paid, and the refund mail sent for each refund, in the
 * learner's language, with links (on the configured public address) to the receipts and the full
 * tax invoice.
 */
export function receiptMail(to: string, firstName: string, content: ReceiptMailContent, locale: Locale, publicUrl: string): MailMessage {
  const th = locale === 'th';
  const receiptsLink = `${publicUrl}/profile?tab=receipts&lang=${locale}`;
  const invoiceLink = `${publicUrl}/tax-invoice/${encodeURIComponent(content.orderId)}?lang=${locale}`;
  const titles = content.lines.map((l) => (th ? l.titleTh || l.titleEn : l.titleEn || l.titleTh));
  const amount = money(content.amount, locale);
  const date = day(content.at, locale);
  const text =
    content.kind === 'payment'
      ? {
          subject: th ? `${PRODUCT_NAME}: ใบเสร็จรับเงิน ${content.receiptNo ?? ''}`.trim() : `${PRODUCT_NAME}: your receipt ${content.receiptNo ?? ''}`.trim(),
          greeting: th ? `สวัสดีคุณ ${firstName}` : `Hello ${firstName},`,
          lead: th
            ? `ขอบคุณสำหรับการสั่งซื้อ เราได้รับชำระเงิน ${amount} เมื่อวันที่ ${date}${content.cardLast4 ? ` จากบัตรที่ลงท้ายด้วย ${content.cardLast4}` : ''} แล้ว`
            : `Thank you for your order. We received ${amount} on ${date}${content.cardLast4 ? ` from the card ending in ${content.cardLast4}` : ''}.`,
          items: th ? 'รายการที่ซื้อ:' : 'What you bought:',
          more: th ? 'ดูใบเสร็จทั้งหมดของคุณได้ที่:' : 'All your receipts are here:',
          invoice: th ? 'ขอใบกำกับภาษีเต็มรูปได้ที่:' : 'For a full Thai tax invoice, open:',
        }
      : {
          subject: th ? `${PRODUCT_NAME}: คืนเงิน ${amount}` : `${PRODUCT_NAME}: refund of ${amount}`,
          greeting: th ? `สวัสดีคุณ ${firstName}` : `Hello ${firstName},`,
          lead: th
            ? `เราได้คืนเงิน ${amount} ให้คุณแล้วเมื่อวันที่ ${date} (ใบเสร็จ ${content.receiptNo ?? ''}) เงินจะเข้าบัตรของคุณภายใน 30 วัน สิทธิ์เข้าเรียนรายการต่อไปนี้สิ้นสุดแล้ว:`
            : `We refunded ${amount} on ${date} (receipt ${content.receiptNo ?? ''}). It reaches your card within 30 days. Your access to these has ended:`,
          items: '',
          more: th ? 'ดูใบเสร็จทั้งหมดของคุณได้ที่:' : 'All your receipts are here:',
          invoice: '',
        };
  const voucher = content.kind === 'payment' && content.voucher && content.voucher.discount > 0 ? content.voucher : null;
  const lines = [
    ...content.lines.map((l, i) => `- ${titles[i]}${content.kind === 'payment' ? ` (${money(l.price, locale)})` : ''}`),
    // The lines' prices add up to more than was paid when a voucher took money off: say so, and what was paid.
    ...(voucher
      ? [
          `- ${th ? 'ส่วนลดจากบัตรกำนัล' : 'Voucher'}${voucher.code ? ` ${voucher.code}` : ''} (-${money(voucher.discount, locale)})`,
          `- ${th ? 'ยอดชำระ' : 'Total paid'} ${amount}`,
        ]
      : []),
  ];
  const plain = [
    text.greeting,
    '',
    text.lead,
    ...(text.items ? [text.items] : []),
    ...lines,
    '',
    text.more,
    receiptsLink,
    ...(text.invoice ? ['', text.invoice, invoiceLink] : []),
    '',
  ].join('\n');
  const html = [
    `<p>${escapeHtml(text.greeting)}</p>`,
    `<p>${escapeHtml(text.lead)}</p>`,
    ...(text.items ? [`<p>${escapeHtml(text.items)}</p>`] : []),
    `<ul>${lines.map((l) => `<li>${escapeHtml(l.slice(2))}</li>`).join('')}</ul>`,
    `<p>${escapeHtml(text.more)} <a href="${escapeHtml(receiptsLink)}">${escapeHtml(receiptsLink)}</a></p>`,
    ...(text.invoice ? [`<p>${escapeHtml(text.invoice)} <a href="${escapeHtml(invoiceLink)}">${escapeHtml(invoiceLink)}</a></p>`] : []),
  ].join('');
  return { to, subject: text.subject, text: plain, html };
}
