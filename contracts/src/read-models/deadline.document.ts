import type { DeadlineKind } from '../events/system/deadline.events.js';

/** Collection `deadlines`: business moments that are due at a time, one per kind and key (design.md section 9). */
export interface DeadlineDocument {
  _id: string;
  kind: DeadlineKind;
  key: string;
  dueAt: string;
}

export const DEADLINES_COLLECTION = 'deadlines';

export const deadlineId = (kind: DeadlineKind, key: string): string => `${kind}:${key}`;
