import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { certificatePdf, type CertificatePdfContent } from './certificate.pdf.js';
import { certificateDates } from './certificate-dates.js';

const hasPoppler = (() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
if (!hasPoppler) console.warn('certificate PDF checks skipped: pdftotext (poppler-utils) is not installed');

const content: CertificatePdfContent = {
  number: 'KHRU-2026-7K3M-9QZ2-XW4D',
  holderName: 'สมหญิง น้ำใจดี',
  kind: 'course',
  titleEn: 'Leadership Right Here',
  titleTh: 'หลักสูตรผู้นำที่นี่',
  scorePercent: 95,
  courseCount: 1,
  issuedAt: '2026-11-24T03:00:00.000Z',
  verifyUrl: 'https://khru.example/verify/5f0c1d2e-3a4b-5c6d-8e7f-0a1b2c3d4e5f',
};

/** pdftotext may keep the zero-width word breaks and lays words out with its own spacing. */
const normalised = (text: string) => text.replaceAll('\u200B', '').replace(/\s+/g, ' ');

describe('certificate PDF', () => {
  it('says the dates in English and in Thai with the Buddhist era, in Bangkok', () => {
    expect(certificateDates('2026-11-24T03:00:00.000Z')).toEqual({ en: '24 November 2026', th: '24 พฤศจิกายน 2569' });
    expect(certificateDates('2026-12-31T18:00:00.000Z')).toEqual({ en: '1 January 2027', th: '1 มกราคม 2570' });
  });

  (hasPoppler ? it : it.skip)('prints the Thai name and title with their marks, the score, the number and the verification address', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'khru-certificate-'));
    try {
      const pdf = await certificatePdf(content);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const file = join(dir, 'certificate.pdf');
      writeFileSync(file, pdf);
      const text = normalised(execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }));
      for (const expected of [
        'สมหญิง น้ำใจดี',
        'หลักสูตรผู้นำที่นี่',
        'Leadership Right Here',
        'has successfully completed the course',
        '24 November 2026',
        '24 พฤศจิกายน 2569',
        '95%',
        content.number,
        content.verifyUrl,
      ])
        expect(text).toContain(expected);
      execFileSync('pdftoppm', ['-png', '-r', '60', '-singlefile', file, join(dir, 'page')]);
      const png = readFileSync(join(dir, 'page.png'));
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      // Kept for a person to look at when the design changes.
      if (existsSync('/tmp')) {
        mkdirSync('/tmp/shots', { recursive: true });
        execFileSync('pdftoppm', ['-png', '-r', '110', '-singlefile', file, '/tmp/shots/certificates-pdf']);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  (hasPoppler ? it : it.skip)('prints a bundle certificate with its courses instead of a score, and wraps a long Thai title between words', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'khru-certificate-'));
    try {
      const titleTh = 'ชุดหลักสูตรการวิเคราะห์ข้อมูลสำหรับผู้จัดการที่ต้องการตัดสินใจด้วยข้อมูลอย่างมั่นใจในทุกสถานการณ์ทางธุรกิจ';
      const pdf = await certificatePdf({ ...content, kind: 'bundle', scorePercent: null, courseCount: 3, holderName: 'Ann Lee', titleTh });
      const file = join(dir, 'bundle.pdf');
      writeFileSync(file, pdf);
      const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
      expect(normalised(text)).toContain('3 หลักสูตร');
      expect(normalised(text)).not.toContain('%');
      // The title comes out whole over its lines, each line ending on a word boundary.
      const titleLines = text
        .split('\n')
        .map((line) => line.replaceAll('\u200B', '').trim())
        .filter((line) => line.length > 0 && titleTh.includes(line));
      expect(titleLines.length).toBeGreaterThan(1);
      expect(titleLines.join('')).toBe(titleTh);
      const boundaries = new Set([...new Intl.Segmenter('th', { granularity: 'word' }).segment(titleTh)].map((s) => s.index));
      let offset = 0;
      for (const line of titleLines) {
        expect(boundaries.has(offset)).toBe(true);
        offset += line.length;
      }
      if (existsSync('/tmp')) execFileSync('pdftoppm', ['-png', '-r', '110', '-singlefile', file, '/tmp/shots/certificates-pdf-bundle']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
