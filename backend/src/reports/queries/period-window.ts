import { endOfReportDay, nextReportMonth, reportDayOf, startOfReportMonth, type ReportPeriod } from '@khru/contracts';

/** A period as instants (ISO strings, compared as text): its first instant, its effective end, its as-of day. */
export interface PeriodWindow {
  months: string[];
  start: string;
  /** The end of the period's last month, or the as-of instant when that comes first. */
  end: string;
  asOf: string;
  asOfDay: string;
  /** False when the as-of instant is now: what the read models hold is all there is up to it. */
  pastAsOf: boolean;
}

const endOfMonth = (month: string): string => new Date(startOfReportMonth(nextReportMonth(month)).getTime() - 1).toISOString();
const earlier = (a: string, b: string): string => (a < b ? a : b);

export function periodWindow(period: ReportPeriod): PeriodWindow {
  const asOfDay = reportDayOf(period.asOf);
  const last = period.months[period.months.length - 1] ?? period.to;
  return {
    months: period.months,
    start: startOfReportMonth(period.from).toISOString(),
    end: earlier(endOfMonth(last), period.asOf),
    asOf: period.asOf,
    asOfDay,
    pastAsOf: period.asOf === endOfReportDay(asOfDay).toISOString(),
  };
}

/** One month of the period: its first instant and its end, cut at the as-of instant. */
export function monthWindow(month: string, window: PeriodWindow): { start: string; end: string } {
  return { start: startOfReportMonth(month).toISOString(), end: earlier(endOfMonth(month), window.asOf) };
}

/** Whether the period's documents must be read with their per-day figures: it ends before now. */
export const endsBeforeNow = (window: PeriodWindow): boolean => window.pastAsOf || window.end < window.asOf;
