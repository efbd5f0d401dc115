import { REPORT_ACTIVITY_COLLECTION, startOfReportDay, type ReportActivityDocument } from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';

/**
 * Numbers in [0, 1) that follow from a key alone (mulberry32, seeded by the key's FNV-1a hash): the demo
 * organisation's year of history has the same shape on every first start, and a seeder run again decides alike.
 */
export function seededRandom(key: string): () => number {
  let state = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) state = Math.imul(state ^ key.charCodeAt(i), 0x01000193);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A whole number from `low` to `high`, both included. */
export const between = (random: () => number, low: number, high: number): number => low + Math.floor(random() * (high - low + 1));

/** The instant `minutes` after midnight of a Bangkok day (`YYYY-MM-DD`). */
export const onReportDay = (day: string, minutes: number): string => new Date(startOfReportDay(day).getTime() + minutes * 60_000).toISOString();

/**
 * The Bangkok days each person logged in on, oldest first, read from the report-activity read model: the demo
 * history's study and tests happen on days its people logged in, so a month they studied is a month they were active.
 */
export async function loginDays(documents: DocumentStore, userIds: string[]): Promise<Map<string, string[]>> {
  const months = await documents
    .collection<ReportActivityDocument>(REPORT_ACTIVITY_COLLECTION)
    .find({ userId: { $in: userIds } })
    .toArray();
  const days = new Map<string, string[]>(userIds.map((userId) => [userId, []]));
  for (const { userId, month, days: byDay } of months) {
    for (const [day, activity] of Object.entries(byDay)) if ((activity.logins ?? 0) > 0) days.get(userId)!.push(`${month}-${day}`);
  }
  for (const list of days.values()) list.sort();
  return days;
}
