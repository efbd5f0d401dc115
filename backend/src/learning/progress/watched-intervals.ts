import type { WatchedInterval } from '@khru/contracts';

/** Intervals clamped to `[0, length]`, sorted and merged where they touch or overlap; empty ones dropped. */
export function mergeIntervals(intervals: readonly WatchedInterval[], length: number): WatchedInterval[] {
  const clamped = intervals
    .map(([from, to]): WatchedInterval => [Math.min(Math.max(from, 0), length), Math.min(Math.max(to, 0), length)])
    .filter(([from, to]) => to > from)
    .sort((a, b) => a[0] - b[0]);
  const merged: WatchedInterval[] = [];
  for (const [from, to] of clamped) {
    const last = merged.at(-1);
    if (last && from <= last[1]) last[1] = Math.max(last[1], to);
    else merged.push([from, to]);
  }
  return merged;
}

/** The parts of `intervals` (merged) that `counted` (merged) does not cover yet. */
export function uncovered(intervals: readonly WatchedInterval[], counted: readonly WatchedInterval[]): WatchedInterval[] {
  const fresh: WatchedInterval[] = [];
  for (const [from, to] of intervals) {
    let start = from;
    for (const [cFrom, cTo] of counted) {
      if (cTo <= start || cFrom >= to) continue;
      if (cFrom > start) fresh.push([start, cFrom]);
      start = Math.max(start, cTo);
      if (start >= to) break;
    }
    if (start < to) fresh.push([start, to]);
  }
  return fresh;
}

export const totalSeconds = (intervals: readonly WatchedInterval[]): number => intervals.reduce((sum, [from, to]) => sum + (to - from), 0);
