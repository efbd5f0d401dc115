import type { SupportHours } from '@khru/contracts';

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The wall clock of `zone` at `instant`: its date (as a UTC midnight), ISO weekday and minutes since midnight. */
function wallClock(instant: Date, zone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
  const date = Date.UTC(parts.year, parts.month - 1, parts.day);
  return {
    date,
    weekday: ((new Date(date).getUTCDay() + 6) % 7) + 1,
    minutes: parts.hour * 60 + parts.minute,
    wallMs: date + (parts.hour * 3600 + parts.minute * 60 + parts.second) * 1000,
  };
}

/** How far ahead of UTC the wall clock of `zone` is at `instant` (whole seconds), in ms. */
const offsetAt = (instant: number, zone: string) => wallClock(new Date(instant), zone).wallMs - instant;

/** The instant the wall clock of `zone` shows `minutes` past midnight on `date` (a UTC midnight). */
function instantAt(date: number, minutes: number, zone: string): Date {
  const wall = date + minutes * 60_000;
  // The offset at a first guess, then at the guess itself, so a change of offset in between is followed.
  return new Date(wall - offsetAt(wall - offsetAt(wall, zone), zone));
}

/** Whether support answers live at `now`, and when it next opens when it does not (ADR 29). */
export function supportHoursAt(now: Date, hours: SupportHours): { online: boolean; opensAt: string | null } {
  const here = wallClock(now, hours.timeZone);
  const from = minutesOf(hours.from);
  const to = minutesOf(hours.to);
  if (hours.days.includes(here.weekday) && here.minutes >= from && here.minutes < to) return { online: true, opensAt: null };
  for (let ahead = 0; ahead <= 7; ahead++) {
    const weekday = ((here.weekday - 1 + ahead) % 7) + 1;
    if (!hours.days.includes(weekday) || (ahead === 0 && here.minutes >= from)) continue;
    return { online: false, opensAt: instantAt(here.date + ahead * 86_400_000, from, hours.timeZone).toISOString() };
  }
  return { online: false, opensAt: null };
}
