import {
  PRODUCT_NAME,
  REPORT_RULES,
  pickLocalized,
  reportDayOf,
  type Locale,
  type LocalizedText,
  type ReportName,
  type ReportPeriod,
  type ScheduleFrequency,
} from '@khru/contracts';
import type { MailMessage } from '@khru/platform';
import { FILTER_LABELS, FREQUENCY_WORDS, REPORT_TITLES } from '../../export/export-words.js';
import type { ReportFile } from '../../export/report-file.js';
import { escapeHtml } from '../../../kernel/mail/mail-html.js';

export interface ScheduledReportMailInput {
  to: string;
  report: ReportName;
  organisation: LocalizedText;
  period: ReportPeriod;
  frequency: ScheduleFrequency;
  locale: Locale;
  file: ReportFile;
}

const hour = `${String(REPORT_RULES.scheduleHourBangkok).padStart(2, '0')}:00`;

/** A scheduled report's mail, in the schedule's language: what is attached, for which period, and how to stop it. */
export function scheduledReportMail({ to, report, organisation, period, frequency, locale, file }: ScheduledReportMailInput): MailMessage {
  const title = REPORT_TITLES[report][locale];
  const org = pickLocalized(organisation, locale);
  const range = `${period.from} – ${period.to}`;
  const asOf = reportDayOf(period.asOf);
  const when = FREQUENCY_WORDS[frequency][locale];
  const paragraphs =
    locale === 'th'
      ? [
          'สวัสดี',
          `แนบรายงาน${title}ขององค์กร ${org} ช่วง ${range} (${FILTER_LABELS.asOf.th} ${asOf}) มาในไฟล์ Excel ${file.fileName}`,
          `รายงานนี้ส่ง${when} เวลา ${hour} น. (เวลากรุงเทพฯ) ผู้ดูแลองค์กรยกเลิกได้ที่เมนูรายงานในระบบผู้ดูแล`,
        ]
      : [
          'Hello,',
          `Attached is the ${title} report of ${org} for ${range} (as of ${asOf}), as the Excel file ${file.fileName}.`,
          `This report is sent ${when} at ${hour} (Bangkok time). An organisation admin can stop it under Reports in the admin app.`,
        ];
  const subject = locale === 'th' ? `${PRODUCT_NAME}: รายงาน${title} ${range}` : `${PRODUCT_NAME}: ${title} report, ${range}`;
  return {
    to,
    subject,
    text: `${paragraphs.join('\n\n')}\n`,
    html: paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join(''),
    attachments: [{ filename: file.fileName, contentType: file.contentType, content: file.body.toString('base64') }],
  };
}
