/** Bangkok has no daylight saving: its clock is always UTC+7. */
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

/** The value of a `datetime-local` field showing this instant on Bangkok's clock (minutes precision). */
export const bangkokInputValue = (instant: Date): string => new Date(instant.getTime() + BANGKOK_OFFSET_MS).toISOString().slice(0, 16);

/** The instant a `datetime-local` value names on Bangkok's clock; null when the field is empty or incomplete. */
export function instantOf(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const instant = new Date(`${value.length === 16 ? `${value}:00` : value}+07:00`);
  return Number.isNaN(instant.getTime()) ? null : instant.toISOString();
}
