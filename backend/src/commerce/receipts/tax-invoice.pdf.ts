import PDFDocument from 'pdfkit';
import { SELLER, vatIncluded, type Locale, type OrderDocument, type TaxInvoiceBuyer } from '@khru/contracts';
import { THAI_FONTS } from '../../kernel/pdf/thai-fonts.js';
import { withThaiWordBreaks } from '../../kernel/pdf/thai-word-breaks.js';

const FONT = THAI_FONTS.regular;
const BOLD = THAI_FONTS.bold;

const satang = (amount: number, locale: Locale) =>
  new Intl.NumberFormat(locale === 'th' ? 'th-TH' : 'en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount / 100);
const day = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'th' ? 'th-TH' : 'en-GB', { dateStyle: 'long', timeZone: 'Asia/Bangkok' }).format(new Date(iso));

const LABELS = {
  en: {
    title: 'Tax invoice / Receipt',
    original: 'Original',
    no: 'No.',
    date: 'Date',
    seller: 'Seller',
    buyer: 'Buyer',
    taxId: 'Tax ID',
    headOffice: 'Head office',
    branch: 'Branch',
    item: 'Item',
    amount: 'Amount (THB)',
    discount: 'Discount',
    total: 'Total (VAT included)',
    net: 'Value before VAT',
    vat: 'VAT 7%',
  },
  th: {
    title: 'ใบกำกับภาษี / ใบเสร็จรับเงิน',
    original: 'ต้นฉบับ',
    no: 'เลขที่',
    date: 'วันที่',
    seller: 'ผู้ขาย',
    buyer: 'ผู้ซื้อ',
    taxId: 'เลขประจำตัวผู้เสียภาษี',
    headOffice: 'สำนักงานใหญ่',
    branch: 'สาขาที่',
    item: 'รายการ',
    amount: 'จำนวนเงิน (บาท)',
    discount: 'ส่วนลด',
    total: 'รวมทั้งสิ้น (รวมภาษีมูลค่าเพิ่ม)',
    net: 'มูลค่าสินค้าก่อนภาษี',
    vat: 'ภาษีมูลค่าเพิ่ม 7%',
  },
} as const;

/** "สำนักงานใหญ่" for branch 00000, else "สาขาที่ 00012". */
export const branchLabel = (branch: string, locale: Locale): string => (branch === '00000' ? LABELS[locale].headOffice : `${LABELS[locale].branch} ${branch}`);

/**
 * A full Thai tax invoice (ใบกำกับภาษีเต็มรูป, Revenue Code section 86/4) as a PDF: seller and buyer
 * with address, tax id and branch, the invoice number and date, the lines, and the VAT included
 * shown apart. Thai text gets word breaks so that lines wrap between words.
 */
export function taxInvoicePdf(order: OrderDocument & { receiptNo: string; paidAt: string }, buyer: TaxInvoiceBuyer, locale: Locale): Promise<Buffer> {
  const l = LABELS[locale];
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `${l.title} ${order.receiptNo}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const text = (value: string) => withThaiWordBreaks(value);
  const width = doc.page.width - 100;

  doc.font(BOLD).fontSize(18).text(text(l.title), { align: 'center' });
  doc.font(FONT).fontSize(10).text(text(l.original), { align: 'center' }).moveDown();
  doc
    .text(`${l.no} ${order.receiptNo}`, { align: 'right' })
    .text(text(`${l.date} ${day(order.paidAt, locale)}`), { align: 'right' })
    .moveDown();

  const party = (heading: string, name: string, address: string, taxId: string, branch: string) => {
    doc
      .font(BOLD)
      .text(text(heading))
      .font(FONT)
      .text(text(name))
      .text(text(address))
      .text(text(`${l.taxId} ${taxId}  ${branchLabel(branch, locale)}`))
      .moveDown();
  };
  party(l.seller, SELLER.name[locale], SELLER.address[locale], SELLER.taxId, SELLER.branch);
  party(l.buyer, buyer.name, buyer.address, buyer.taxId, buyer.branch);

  const row = (left: string, right: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? BOLD : FONT).text(text(left), 50, y, { width: width - 130 });
    const after = doc.y;
    doc.text(right, 50 + width - 120, y, { width: 120, align: 'right' });
    doc.y = Math.max(after, doc.y);
    doc.x = 50;
  };
  row(l.item, l.amount, true);
  doc
    .moveTo(50, doc.y)
    .lineTo(50 + width, doc.y)
    .stroke()
    .moveDown(0.3);
  for (const line of order.lines) row(locale === 'th' ? line.titleTh || line.titleEn : line.titleEn || line.titleTh, satang(line.price * 100, locale));
  if (order.discount > 0) row(`${l.discount} ${order.voucherCode ?? ''}`.trim(), `-${satang(order.discount * 100, locale)}`);
  doc
    .moveTo(50, doc.y)
    .lineTo(50 + width, doc.y)
    .stroke()
    .moveDown(0.3);
  const { netSatang, vatSatang } = vatIncluded(order.total);
  row(l.net, satang(netSatang, locale));
  row(l.vat, satang(vatSatang, locale));
  row(l.total, satang(order.total * 100, locale), true);
  doc.end();
  return done;
}
