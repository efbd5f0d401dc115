/**
 * Contract and licence dates are whole days in Bangkok time (the admin app shows every date there): a period
 * starts at the first instant of its first day and ends at the last instant of its last day.
 */
export const startOfBangkokDay = (day: string): string => new Date(`${day.slice(0, 10)}T00:00:00.000+07:00`).toISOString();

export const endOfBangkokDay = (day: string): string => new Date(`${day.slice(0, 10)}T23:59:59.999+07:00`).toISOString();

/** A form's end date must come after its start date (the server refuses it too, with the same rule). */
export const endAfterStart =
  (startField: string, message: string) =>
  (end: unknown, values: Record<string, unknown>): string | undefined => {
    const start = values[startField];
    return typeof end === 'string' && typeof start === 'string' && end && start && end.slice(0, 10) < start.slice(0, 10) ? message : undefined;
  };
