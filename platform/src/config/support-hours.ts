import { DEFAULT_SUPPORT_HOURS, type SupportHours } from '@khru/contracts';

const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The ISO weekday (1 Monday .. 7 Sunday) of a three-letter name, or null. */
const weekday = (name: string): number | null => {
  const index = (DAYS as readonly string[]).indexOf(name);
  return index < 0 ? null : index + 1;
};

/** `mon-fri`, `sat`, or `mon,wed,fri` (ranges allowed in the list) as ISO weekdays in order, or null when unreadable. */
function parseDays(text: string): number[] | null {
  const days = new Set<number>();
  for (const part of text.split(',')) {
    const [first, last, extra] = part.split('-');
    if (extra !== undefined || first === undefined) return null;
    const from = weekday(first);
    const to = last === undefined ? from : weekday(last);
    if (from === null || to === null || to < from) return null;
    for (let day = from; day <= to; day++) days.add(day);
  }
  return [...days].sort((a, b) => a - b);
}

/**
 * `SUPPORT_HOURS` as `mon-fri 09:00-18:00` (days `mon`..`sun`, a range or a comma list; from inclusive, to exclusive),
 * in the default time zone; a message saying what is wrong when it cannot be read.
 */
export function parseSupportHours(raw: string): SupportHours | string {
  const problem = `SUPPORT_HOURS must read like "mon-fri 09:00-18:00" (days mon..sun as a range or comma list, then HH:mm-HH:mm) (got "${raw}")`;
  const [dayText, timeText, extra] = raw.trim().toLowerCase().split(/\s+/);
  if (!dayText || !timeText || extra !== undefined) return problem;
  const days = parseDays(dayText);
  const [from, to, more] = timeText.split('-');
  if (!days || !from || !to || more !== undefined || !TIME.test(from) || !TIME.test(to) || from >= to) return problem;
  return { days, from, to, timeZone: DEFAULT_SUPPORT_HOURS.timeZone };
}
