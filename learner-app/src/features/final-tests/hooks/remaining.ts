/** Whole seconds from `now` until `until` (ISO), never below zero; rounded up so 0 means the moment has come. */
export function secondsUntil(until: string, now: number): number {
  return Math.max(0, Math.ceil((Date.parse(until) - now) / 1000));
}

/** A countdown's parts: whole days, then hours, minutes and seconds within the day. */
export function countdownParts(seconds: number): { days: number; clock: string } {
  const days = Math.floor(seconds / 86_400);
  const rest = seconds % 86_400;
  const h = Math.floor(rest / 3600);
  const m = Math.floor((rest % 3600) / 60);
  const s = rest % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return { days, clock: h > 0 || days > 0 ? `${two(h)}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}` };
}
