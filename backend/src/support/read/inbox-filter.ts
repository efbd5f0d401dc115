import type { InboxKind, InboxStatusFilter } from '@khru/contracts';
import type { Filter } from '@khru/platform';
import { searchWords } from '../../kernel/read-models/search-words.js';
import { containsEveryWord } from '../../kernel/read-models/text-search.js';

/** Where the inbox search looks: who wrote and every message. */
const SEARCHED_FIELDS = ['name', 'email', 'text'] as const;

export interface InboxQuery {
  status?: InboxStatusFilter;
  /** `me`, `none` or an admin's user id. */
  assigned?: string;
  kind?: InboxKind;
  q?: string;
}

const statusFilter = (status: InboxStatusFilter | undefined): Filter => (!status ? {} : status === 'open' ? { status: { $ne: 'closed' } } : { status });

function assignedFilter(assigned: string | undefined, me: string): Filter {
  if (!assigned) return {};
  if (assigned === 'none') return { assignedTo: null };
  return { 'assignedTo.id': assigned === 'me' ? me : assigned };
}

/** The inbox lines matching every filter given; the search wants every word (Thai cut into words) somewhere in a line. */
export function inboxFilter(query: InboxQuery, me: string): Filter {
  const parts = [
    statusFilter(query.status),
    assignedFilter(query.assigned, me),
    query.kind ? { kind: query.kind } : {},
    containsEveryWord(SEARCHED_FIELDS, searchWords(query.q ?? '')),
  ];
  const used = parts.filter((part) => Object.keys(part).length > 0);
  return used.length === 0 ? {} : { $and: used };
}
