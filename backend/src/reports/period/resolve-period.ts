import {
  DATE_RANGES,
  REPORT_RULES,
  endOfReportDay,
  reportDayOf,
  reportMonthsBetween,
  startOfReportDay,
  type FieldError,
  type ReportPeriod,
  type ReportQueryBody,
} from '@khru/contracts';
import { DomainError } from '../../kernel/errors/domain-error.js';

function previousMonth(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${year - 1}-12` : `${year}-${String(m - 1).padStart(2, '0')}`;
}

/** The first and last month a query asks for, against the as-of month; refuses a Range it cannot answer. */
function requestedMonths(query: ReportQueryBody, asOfMonth: string): { from: string; to: string } {
  if ((query.filterMode ?? 'List') === 'List') {
    const year = Number(asOfMonth.slice(0, 4));
    switch (query.dateRange ?? DATE_RANGES.ThisMonth) {
      case DATE_RANGES.ThisMonth:
        return { from: asOfMonth, to: asOfMonth };
      case DATE_RANGES.LastMonth:
        return { from: previousMonth(asOfMonth), to: previousMonth(asOfMonth) };
      case DATE_RANGES.ThisYear:
        return { from: `${year}-01`, to: asOfMonth };
      case DATE_RANGES.LastYear:
        return { from: `${year - 1}-01`, to: `${year - 1}-12` };
    }
  }
  const { from, to } = query;
  const missing: Omit<FieldError, 'message'>[] = [
    ...(from ? [] : [{ field: 'from', code: 'IS_NOT_EMPTY' as const }]),
    ...(to ? [] : [{ field: 'to', code: 'IS_NOT_EMPTY' as const }]),
  ];
  if (!from || !to) throw DomainError.badRequest(missing);
  if (from > to) throw DomainError.badRequest([{ field: 'to', code: 'BAD_REQUEST', rule: 'endBeforeStart' }]);
  if (reportMonthsBetween(from, to).length > REPORT_RULES.maxRangeMonths) {
    throw DomainError.badRequest([{ field: 'to', code: 'BAD_REQUEST', rule: 'periodTooLong', n: REPORT_RULES.maxRangeMonths }]);
  }
  return { from, to };
}

/**
 * The Bangkok months a report answers for and its as-of instant (ADR 26): the as-of day defaults to today
 * and a later one is taken as today; today's answer is as of now, an earlier day's as of its last millisecond.
 * Months after the as-of month have not happened yet, so `months` stops there.
 */
export function resolvePeriod(query: ReportQueryBody, now: Date): ReportPeriod {
  const today = reportDayOf(now);
  if (query.asOf && reportDayOf(startOfReportDay(query.asOf)) !== query.asOf) throw DomainError.badRequest([{ field: 'asOf', code: 'BAD_REQUEST' }]);
  const asOfDay = query.asOf && query.asOf < today ? query.asOf : today;
  const asOfMonth = asOfDay.slice(0, 7);
  const { from, to } = requestedMonths(query, asOfMonth);
  const asOf = asOfDay === today ? now.toISOString() : endOfReportDay(asOfDay).toISOString();
  return { from, to, months: reportMonthsBetween(from, to < asOfMonth ? to : asOfMonth), asOf };
}
