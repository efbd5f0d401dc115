import type { DomainEvent } from '../event.js';
import type { Locale } from '../../i18n/locale.js';
import type { ReportName, ScheduleFrequency } from '../../reports/report-constants.js';
import type { ReportQueryBody } from '../../http/report.types.js';

/**
 * Stream `report-schedule-<id>`: a report an organisation admin has mailed, as XLSX, to chosen recipients
 * every week (Monday) or month (the 1st). Each run is a `report-schedule` deadline at `nextRunAt`.
 */
export type ReportScheduled = DomainEvent<
  'ReportScheduled',
  {
    scheduleId: string;
    orgId: string;
    report: ReportName;
    query: Omit<ReportQueryBody, 'organizationId' | 'skip' | 'take'>;
    frequency: ScheduleFrequency;
    recipients: string[];
    locale: Locale;
    nextRunAt: string;
    by: string;
    at: string;
  }
>;

/** One run was mailed (`runAt`: the instant it was due); the next is due at `nextRunAt`. */
export type ScheduledReportSent = DomainEvent<
  'ScheduledReportSent',
  { scheduleId: string; orgId: string; runAt: string; recipients: string[]; nextRunAt: string; at: string }
>;

export type ReportScheduleCancelled = DomainEvent<'ReportScheduleCancelled', { scheduleId: string; orgId: string; by: string; at: string }>;

export type ReportScheduleEvent = ReportScheduled | ScheduledReportSent | ReportScheduleCancelled;

export const REPORT_SCHEDULE_EVENT_TYPES = [
  'ReportScheduled',
  'ScheduledReportSent',
  'ReportScheduleCancelled',
] as const satisfies readonly ReportScheduleEvent['type'][];

export const reportScheduleStream = (scheduleId: string): string => `report-schedule-${scheduleId}`;
