import { describe, expect, it } from '@jest/globals';
import type { ReportPeriod } from '@khru/contracts';
import { EXPORT_CONTENT_TYPES } from '../../export/report-file.js';
import { scheduledReportMail } from './report-schedule-mail.js';

const period: ReportPeriod = { from: '2026-11', to: '2026-11', months: ['2026-11'], asOf: '2026-11-30T16:59:59.999Z' };
const file = { fileName: 'learning-summary-2026-11-2026-11.xlsx', contentType: EXPORT_CONTENT_TYPES.xlsx, body: Buffer.from('workbook') };
const input = {
  to: 'hr@siam.example',
  report: 'learning-summary' as const,
  organisation: { en: 'Siam Freight & Co', th: 'สยามเฟรท' },
  period,
  frequency: 'weekly' as const,
  file,
};

describe('scheduled report mail', () => {
  it('in English: names the report, the organisation, the period and when it comes again, with the workbook attached', () => {
    const mail = scheduledReportMail({ ...input, locale: 'en' });
    expect(mail.to).toBe('hr@siam.example');
    expect(mail.subject).toBe('Khru: Learning summary report, 2026-11 – 2026-11');
    expect(mail.text).toContain('Attached is the Learning summary report of Siam Freight & Co for 2026-11 – 2026-11 (as of 2026-11-30)');
    expect(mail.text).toContain('every Monday at 07:00 (Bangkok time)');
    expect(mail.html).toContain('Siam Freight &#38; Co');
    expect(mail.attachments).toEqual([{ filename: file.fileName, contentType: file.contentType, content: Buffer.from('workbook').toString('base64') }]);
  });

  it('in Thai: the same in Thai, monthly on the 1st', () => {
    const mail = scheduledReportMail({ ...input, frequency: 'monthly', locale: 'th' });
    expect(mail.subject).toBe('Khru: รายงานสรุปการเรียนรู้ 2026-11 – 2026-11');
    expect(mail.text).toContain('แนบรายงานสรุปการเรียนรู้ขององค์กร สยามเฟรท ช่วง 2026-11 – 2026-11');
    expect(mail.text).toContain('ทุกวันที่ 1 ของเดือน เวลา 07:00 น.');
    expect(mail.attachments?.[0]?.filename).toBe(file.fileName);
  });
});
