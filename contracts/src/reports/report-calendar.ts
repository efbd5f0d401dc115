/** Bangkok keeps UTC+7 all year (no daylight saving), so its days and months are a fixed shift of UTC. */
const BANGKOK_OFFSET_MS = 7 * 3600 * 1000;

/** The Bangkok day (`YYYY-MM-DD`) of an instant. */
export const reportDayOf = (instant: string | Date): string => new Date(new Date(instant).getTime() + BANGKOK_OFFSET_MS).toISOString().slice(0, 10);

/** The Bangkok month (`YYYY-MM`) of an instant. */
export const reportMonthOf = (instant: string | Date): string => reportDayOf(instant).slice(0, 7);

/** The first instant of a Bangkok day (`YYYY-MM-DD`). */
export const startOfReportDay = (day: string): Date => new Date(Date.parse(`${day}T00:00:00.000Z`) - BANGKOK_OFFSET_MS);

/** The last millisecond of a Bangkok day: an as-of day includes all of it. */
export const endOfReportDay = (day: string): Date => new Date(startOfReportDay(day).getTime() + 24 * 3600 * 1000 - 1);

/** The first instant of a Bangkok month (`YYYY-MM`). */
export const startOfReportMonth = (month: string): Date => startOfReportDay(`${month}-01`);

/** The month after `month`. */
export function nextReportMonth(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
}

/** The months from `from` to `to`, both included (empty when `from` is after `to`). */
export function reportMonthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let month = from; month <= to; month = nextReportMonth(month)) months.push(month);
  return months;
}
