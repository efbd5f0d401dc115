/** The app shows every time in Bangkok, so a picked date and time is read as Bangkok's too, whatever the browser's zone. */
export const bangkokInstant = (picked: string): string | null => {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(picked)) return null;
  const instant = new Date(`${picked}:00+07:00`);
  return Number.isNaN(instant.getTime()) ? null : instant.toISOString();
};
