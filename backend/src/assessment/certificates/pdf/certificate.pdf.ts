import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { PRODUCT_NAME, type CertificateKind } from '@khru/contracts';
import { THAI_FONTS } from '../../../kernel/pdf/thai-fonts.js';
import { CERTIFICATE_COLOURS as C } from './certificate-colours.js';
import { certificateDates } from './certificate-dates.js';
import { wrapWords } from './wrap-words.js';

/** What a certificate says, as its PDF prints it. */
export interface CertificatePdfContent {
  number: string;
  holderName: string;
  kind: CertificateKind;
  titleEn: string;
  titleTh: string;
  scorePercent: number | null;
  courseCount: number;
  issuedAt: string;
  /** The public verification page the QR code opens. */
  verifyUrl: string;
}

const WORDS = {
  course: { en: 'has successfully completed the course', th: 'ได้สำเร็จการศึกษาหลักสูตร' },
  bundle: { en: 'has successfully completed the certificate programme', th: 'ได้สำเร็จการศึกษาชุดหลักสูตร' },
};

interface Style {
  font: string;
  size: number;
  colour: string;
  spacing?: number;
}

/**
 * A certificate as a landscape A4 PDF: a double frame in the brand's near-black and red, the learner's name as
 * written, the course or bundle title in English and Thai, the date in both (the Thai one in the Buddhist era),
 * the score, the certificate number and a QR code to the public verification page with its address beneath.
 * Thai is set in Noto Sans Thai (stacked vowels and tone marks placed by the font); titles wrap only between
 * words, found by `Intl.Segmenter`. Every line carries its text as ActualText, so copying it or extracting it
 * gives the words as written, whatever the shaping did to the glyphs' order.
 */
export async function certificatePdf(content: CertificatePdfContent): Promise<Buffer> {
  const qr = await QRCode.toBuffer(content.verifyUrl, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 0,
    width: 360,
    color: { dark: C.ink, light: '#ffffff' },
  });
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    info: { Title: `${PRODUCT_NAME} certificate ${content.number}`, Author: PRODUCT_NAME, Subject: content.titleEn },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const { width: W, height: H } = doc.page;

  const styled = (style: Style) => doc.font(style.font).fontSize(style.size).fillColor(style.colour);
  const widthOf = (text: string, style: Style) => styled(style).widthOfString(text, { characterSpacing: style.spacing ?? 0 });
  /** One line of text at (x, y) in a box `width` wide, aligned within it; answers the y below it. */
  const line = (text: string, x: number, y: number, width: number, style: Style, align: 'left' | 'center' | 'right' = 'center') => {
    doc.markContent('Span', { actual: text });
    styled(style).text(text, x, y, { width, align, lineBreak: false, characterSpacing: style.spacing ?? 0 });
    doc.endMarkedContent();
    return y + style.size * 1.45;
  };
  const centred = (text: string, y: number, style: Style) => line(text, 70, y, W - 140, style);
  /** A title wrapped between words over at most `maxLines` lines, smaller when it would need more. */
  const title = (text: string, y: number, style: Style, maxLines: number) => {
    let size = style.size;
    let lines = wrapWords(text, (l) => widthOf(l, { ...style, size }) <= W - 220);
    while (lines.length > maxLines && size > 10) {
      size -= 1;
      lines = wrapWords(text, (l) => widthOf(l, { ...style, size }) <= W - 220);
    }
    return lines.reduce((at, l) => line(l, 70, at, W - 140, { ...style, size }), y);
  };

  // The frame: a near-black hairline outside, the brand's red inside, mint corner marks.
  doc.rect(0, 0, W, H).fill('#ffffff');
  doc
    .lineWidth(0.8)
    .strokeColor(C.ink)
    .rect(22, 22, W - 44, H - 44)
    .stroke();
  doc
    .lineWidth(2.4)
    .strokeColor(C.primary)
    .rect(30, 30, W - 60, H - 60)
    .stroke();
  for (const [x, y] of [
    [30, 30],
    [W - 30, 30],
    [30, H - 30],
    [W - 30, H - 30],
  ] as const)
    doc.rect(x - 4, y - 4, 8, 8).fill(C.secondary);

  // The seal: the issuer's mark, as a stamp would give it.
  const seal = { x: W - 128, y: 128 };
  doc
    .polygon([seal.x - 22, seal.y + 20], [seal.x - 30, seal.y + 70], [seal.x - 18, seal.y + 62], [seal.x - 8, seal.y + 72], [seal.x, seal.y + 24])
    .fill(C.primaryDark);
  doc
    .polygon([seal.x + 22, seal.y + 20], [seal.x + 30, seal.y + 70], [seal.x + 18, seal.y + 62], [seal.x + 8, seal.y + 72], [seal.x, seal.y + 24])
    .fill(C.primaryDark);
  doc.circle(seal.x, seal.y, 40).fill(C.primary);
  doc.lineWidth(1).strokeColor('#ffffff').circle(seal.x, seal.y, 34).stroke();
  doc.lineWidth(0.5).strokeColor('#ffffff').circle(seal.x, seal.y, 31).stroke();
  line(PRODUCT_NAME.toUpperCase(), seal.x - 40, seal.y - 11, 80, { font: THAI_FONTS.bold, size: 14, colour: '#ffffff', spacing: 2 });
  line('CERTIFIED', seal.x - 40, seal.y + 7, 80, { font: THAI_FONTS.semiBold, size: 6, colour: '#ffffff', spacing: 1.5 });

  // The issuer and what this is.
  centred(PRODUCT_NAME.toUpperCase(), 68, { font: THAI_FONTS.bold, size: 20, colour: C.primary, spacing: 6 });
  centred('CERTIFICATE OF COMPLETION', 110, { font: THAI_FONTS.semiBold, size: 15, colour: C.ink, spacing: 4 });
  centred('ประกาศนียบัตร', 133, { font: THAI_FONTS.regular, size: 13, colour: C.muted });
  doc.rect(W / 2 - 30, 164, 60, 2).fill(C.secondary);

  // Who, in their own spelling, on one line (smaller when long).
  centred('This certifies that  ·  ขอรับรองว่า', 186, { font: THAI_FONTS.regular, size: 11, colour: C.muted });
  const name: Style = { font: THAI_FONTS.bold, size: 34, colour: C.ink };
  while (name.size > 16 && widthOf(content.holderName, name) > W - 200) name.size -= 1;
  centred(content.holderName, 210 + (34 - name.size) / 2, name);
  doc
    .lineWidth(0.6)
    .strokeColor(C.line)
    .moveTo(W / 2 - 200, 270)
    .lineTo(W / 2 + 200, 270)
    .stroke();

  // What was completed, in both languages.
  const words = WORDS[content.kind];
  centred(`${words.en}  ·  ${words.th}`, 284, { font: THAI_FONTS.regular, size: 11, colour: C.muted });
  const afterEnglish = title(content.titleEn, 310, { font: THAI_FONTS.semiBold, size: 20, colour: C.primaryDark }, 2);
  title(content.titleTh, afterEnglish + 2, { font: THAI_FONTS.regular, size: 16, colour: C.ink }, 2);

  // The facts along the foot: date, score (or courses) and number; the QR code on the right.
  const dates = certificateDates(content.issuedAt);
  const footY = 446;
  const label: Style = { font: THAI_FONTS.semiBold, size: 7.5, colour: C.muted, spacing: 1.2 };
  const labelTh: Style = { font: THAI_FONTS.regular, size: 7.5, colour: C.muted };
  // Letter spacing would pull Thai vowels and tone marks off their consonants: only the English label is spaced.
  const fact = (x: number, [headingEn, headingTh]: [string, string], values: [string, Style][]) => {
    line(headingEn, x, footY, 190, label, 'left');
    let y = line(`·  ${headingTh}`, x + widthOf(headingEn, label) + 5, footY, 120, labelTh, 'left') + 2;
    for (const [text, style] of values) y = line(text, x, y, 190, style, 'left');
    doc.rect(x, footY - 10, 24, 1.5).fill(C.primary);
  };
  const value: Style = { font: THAI_FONTS.semiBold, size: 12, colour: C.ink };
  const valueTh: Style = { font: THAI_FONTS.regular, size: 12, colour: C.ink };
  fact(
    70,
    ['DATE OF ISSUE', 'วันที่ออก'],
    [
      [dates.en, value],
      [dates.th, valueTh],
    ],
  );
  if (content.scorePercent !== null) fact(265, ['FINAL TEST SCORE', 'คะแนนสอบ'], [[`${content.scorePercent}%`, { ...value, font: THAI_FONTS.bold, size: 22 }]]);
  else
    fact(
      265,
      ['COURSES COMPLETED', 'หลักสูตรที่สำเร็จ'],
      [
        [`${content.courseCount} ${content.courseCount === 1 ? 'course' : 'courses'}`, value],
        [`${content.courseCount} หลักสูตร`, valueTh],
      ],
    );
  fact(440, ['CERTIFICATE NO.', 'เลขที่'], [[content.number, value]]);

  const qrSize = 84;
  const qrX = W - 66 - qrSize;
  const qrY = footY - 28;
  doc.image(qr, qrX, qrY, { width: qrSize, height: qrSize });
  const small: Style = { font: THAI_FONTS.regular, size: 6.5, colour: C.muted };
  const urlY = line('Verify  ·  ตรวจสอบ', qrX - 100, qrY + qrSize + 5, qrSize + 100, small, 'right');
  line(content.verifyUrl, qrX - 220, urlY - 2, qrSize + 220, small, 'right');

  doc.end();
  return done;
}
