import type { InboxKind, InboxStatusFilter } from '@khru/contracts';
import type { GetListParams } from 'react-admin';

/** What the inbox can be filtered by: a state (or every open one), whose it is (`me`, `none` or an admin's id), its kind, and words. */
export interface InboxFilter {
  status?: InboxStatusFilter;
  assigned?: string;
  kind?: InboxKind;
  q?: string;
}

/** The query string of `GET supportapi/admin/inbox` for a page of the list and its filters (blank ones left out). */
export function inboxQuery(params: Pick<GetListParams, 'pagination' | 'filter'>): string {
  const { page, perPage } = params.pagination ?? { page: 1, perPage: 25 };
  const { status, assigned, kind, q } = (params.filter ?? {}) as InboxFilter;
  return new URLSearchParams({
    ...(status ? { status } : {}),
    ...(assigned ? { assigned } : {}),
    ...(kind ? { kind } : {}),
    ...(q?.trim() ? { q: q.trim() } : {}),
    skip: String((page - 1) * perPage),
    take: String(perPage),
  }).toString();
}
