/** Bangkok keeps UTC+7 all year (no daylight saving), so its wall clock is a fixed shift from UTC. */
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

/** What a `datetime-local` input holds: a wall-clock date and time with no zone. */
const WALL_CLOCK = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/**
 * The Bangkok wall clock (`YYYY-MM-DDTHH:mm`) of an instant, whatever the browser's own time zone: a time input shows
 * it. A wall-clock text is already one (react-admin formats the input's value again on each render).
 */
export function toBangkokWallClock(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string' && WALL_CLOCK.test(value)) return value;
  const instant = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(instant.getTime()) ? '' : new Date(instant.getTime() + BANGKOK_OFFSET_MS).toISOString().slice(0, 16);
}

/** The instant (ISO, UTC) a Bangkok wall-clock text names; null for an empty or unreadable one. */
export function fromBangkokWallClock(text: unknown): string | null {
  if (typeof text !== 'string' || !WALL_CLOCK.test(text)) return null;
  const instant = new Date(`${text}:00.000+07:00`);
  return Number.isNaN(instant.getTime()) ? null : instant.toISOString();
}
