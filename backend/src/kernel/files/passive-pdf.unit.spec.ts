import { describe, expect, it } from '@jest/globals';
import PDFDocument from 'pdfkit';
import { deflateSync } from 'node:zlib';
import { assertPassivePdf, isActivePdf } from './passive-pdf.js';

/** A PDF of these objects (no cross-reference table: the scan reads none). */
const pdf = (...objects: (string | Buffer)[]) =>
  Buffer.concat([
    Buffer.from('%PDF-1.7\n'),
    ...objects.flatMap((object, i) => [Buffer.from(`${i + 1} 0 obj\n`), Buffer.from(object), Buffer.from('\nendobj\n')]),
    Buffer.from('trailer << /Root 1 0 R >>\n%%EOF\n'),
  ]);
const stream = (dictionary: string, data: Buffer) =>
  Buffer.concat([Buffer.from(`<< ${dictionary} /Length ${data.length} >>\nstream\n`), data, Buffer.from('\nendstream')]);
/** An object stream (PDF 1.5) holding one dictionary, object 9. */
const objectStream = (object: string, filter = '/Filter /FlateDecode', encode: (bytes: Buffer) => Buffer = (bytes) => deflateSync(bytes)) =>
  stream(`/Type /ObjStm /N 1 /First 4 ${filter}`, encode(Buffer.from(`9 0 ${object}`)));

const CATALOG = '<< /Type /Catalog /Pages 2 0 R >>';
const PAGES = '<< /Type /Pages /Kids [] /Count 0 >>';

const pdfkitDocument = () =>
  new Promise<Buffer>((resolve) => {
    const document = new PDFDocument();
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.text('Lesson 1 worksheet').link(10, 10, 100, 20, 'https://khru.example/courses');
    document.end();
  });

describe('a PDF that acts when opened', () => {
  it('is not one that only shows pages, links and compressed content', async () => {
    expect(await isActivePdf(pdf(CATALOG, PAGES))).toBe(false);
    expect(await isActivePdf(await pdfkitDocument())).toBe(false);
    expect(await isActivePdf(pdf(CATALOG, PAGES, objectStream('<< /Type /Annot /A << /S /URI /URI (https://khru.example) >> >>')))).toBe(false);
  });

  it('is one that runs a script on opening, however the name is spelt', async () => {
    const openAction = (action: string) => pdf('<< /Type /Catalog /Pages 2 0 R /OpenAction 3 0 R >>', PAGES, action);
    expect(await isActivePdf(openAction("<< /S /JavaScript /JS (app.alert\\('hi'\\)) >>"))).toBe(true);
    expect(await isActivePdf(openAction("<< /S /J#61va#53cript /JS (app.alert\\('hi'\\)) >>"))).toBe(true);
    expect(await isActivePdf(pdf('<< /Type /Catalog /Names << /JavaScript 3 0 R >> >>', PAGES))).toBe(true);
  });

  it('is one that launches a program, plays media with a script, carries files, Flash or an XFA form', async () => {
    for (const catalog of [
      '<< /Type /Catalog /OpenAction << /S /Rendition /OP 0 /JS (app.alert\\(1\\)) >> >>',
      '<< /Type /Catalog /OpenAction << /S /Launch /F (cmd.exe) >> >>',
      '<< /Type /Catalog /Names << /EmbeddedFiles 3 0 R >> >>',
      '<< /Type /Catalog /AcroForm << /XFA 3 0 R >> >>',
      '<< /Type /Annot /Subtype /RichMedia >>',
    ]) {
      expect(await isActivePdf(pdf(catalog, PAGES))).toBe(true);
    }
  });

  it('is one whose script hides in a compressed object stream', async () => {
    expect(await isActivePdf(pdf(CATALOG, PAGES, objectStream('<< /S /JavaScript /JS (app.alert\\(1\\)) >>')))).toBe(true);
  });

  it('is one whose object streams cannot be read: another filter, or inflating past reason', async () => {
    const hex = (bytes: Buffer) => Buffer.from(`${bytes.toString('hex')}>`);
    expect(await isActivePdf(pdf(CATALOG, objectStream('<< /Type /Page >>', '/Filter /ASCIIHexDecode', hex)))).toBe(true);
    expect(
      await isActivePdf(
        pdf(
          CATALOG,
          objectStream('<< /Type /Page >>', '/Filter /FlateDecode', () => Buffer.from('not zlib')),
        ),
      ),
    ).toBe(true);
    const bomb = stream('/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode', deflateSync(Buffer.alloc(65 * 1024 * 1024, 0x20), { level: 1 }));
    expect(await isActivePdf(pdf(CATALOG, bomb))).toBe(true);
  });

  it('is not one whose picture data spells a short name by chance', async () => {
    expect(await isActivePdf(pdf(CATALOG, stream('/Type /XObject /Subtype /Image /Filter /DCTDecode', Buffer.from('\xff\xd8/JS (\x00\x01', 'latin1'))))).toBe(
      false,
    );
  });

  it('is refused as a type of file that cannot be used here', async () => {
    await expect(assertPassivePdf(pdf(CATALOG, PAGES))).resolves.toBeUndefined();
    await expect(assertPassivePdf(pdf('<< /OpenAction << /S /JavaScript /JS (1) >> >>'))).rejects.toMatchObject({
      code: 'FILE_UPLOAD_FAILED',
      fields: [{ field: 'file', code: 'FILE_UPLOAD_FAILED', rule: 'fileTypeNotAllowed' }],
    });
  });
});
