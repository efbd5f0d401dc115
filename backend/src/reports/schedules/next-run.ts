import { REPORT_RULES, type ScheduleFrequency } from '@khru/contracts';

/** Bangkok keeps UTC+7 all year, so its wall clock is a fixed shift of UTC. */
const BANGKOK_OFFSET_MS = 7 * 3600 * 1000;
const DAY_MS = 24 * 3600 * 1000;
const MONDAY = 1;

/**
 * The first run of a schedule strictly after `after`: weekly, the next Monday at REPORT_RULES.scheduleHourBangkok
 * (Bangkok); monthly, the next 1st of a month at that hour.
 */
export function nextRunAfter(frequency: ScheduleFrequency, after: string | Date): string {
  const instant = new Date(after).getTime();
  // Bangkok's wall clock, read with the UTC getters.
  const local = new Date(instant + BANGKOK_OFFSET_MS);
  const atHour = (year: number, month: number, date: number) => Date.UTC(year, month, date, REPORT_RULES.scheduleHourBangkok) - BANGKOK_OFFSET_MS;
  const [year, month, date] = [local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()];
  let next: number;
  if (frequency === 'weekly') {
    next = atHour(year, month, date + ((MONDAY - local.getUTCDay() + 7) % 7));
    if (next <= instant) next += 7 * DAY_MS;
  } else {
    next = atHour(year, month, 1);
    if (next <= instant) next = atHour(year, month + 1, 1);
  }
  return new Date(next).toISOString();
}
