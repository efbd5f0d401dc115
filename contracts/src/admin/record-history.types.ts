/**
 * The records whose History tab the admin app shows, and the stream each one's events live on.
 * Only these prefixes may be read through `GET adminapi/history/{kind}/{id}`: a learner's progress
 * or notes are never reachable this way.
 */
export const HISTORY_STREAM_PREFIXES = {
  course: 'course-',
  'course-test': 'course-test-',
  bundle: 'bundle-',
  category: 'category-',
  instructor: 'instructor-',
  'job-function': 'jobfunction-',
  banner: 'banner-',
  choice: 'choice-',
  voucher: 'voucher-',
  order: 'order-',
  'contact-message': 'contact-',
  user: 'user-',
  organisation: 'organisation-',
  'cost-centre': 'cost-centre-',
  licence: 'licence-',
  certificate: 'certificate-',
  conversation: 'conversation-',
} as const;

export type HistoryRecordKind = keyof typeof HISTORY_STREAM_PREFIXES;
export const HISTORY_RECORD_KINDS = Object.keys(HISTORY_STREAM_PREFIXES) as HistoryRecordKind[];

export const isHistoryRecordKind = (value: unknown): value is HistoryRecordKind => typeof value === 'string' && Object.hasOwn(HISTORY_STREAM_PREFIXES, value);

/** A voucher's stream is keyed by its upper-case code; every other record by its id as it is. */
export const historyStreamOf = (kind: HistoryRecordKind, id: string): string =>
  `${HISTORY_STREAM_PREFIXES[kind]}${kind === 'voucher' ? id.trim().toUpperCase() : id}`;

/** One event of a record: what happened, when, who did it (null for the system), and what it carried. */
export interface HistoryEntry {
  /** The event's revision in its stream, from 0. */
  revision: number;
  type: string;
  occurredAt: string;
  actor: { userId: string; name: string | null; email: string | null } | null;
  /** The event's data; secrets (password hashes, tokens) are removed by the server. */
  data: Record<string, unknown>;
}

/** `GET adminapi/history/{kind}/{id}?skip&take`: newest first. */
export interface RecordHistoryResponse {
  stream: string;
  data: HistoryEntry[];
  totalCount: number;
}
