import type { ReportPerson } from '@khru/contracts';
import type { ReportColumn, ReportPaging, ReportSorting } from './report-table';
import type { ReportSearch } from './report-search';
import type { ReportSearchChange } from './use-report-search';

/** What every report tab is given: the server's answer and the state it answered for. */
export interface ReportViewProps<T> {
  answer: T;
  search: ReportSearch;
  onChange: ReportSearchChange;
}

/** The table's pager over the query string's page and page size. */
export const pagingOf = (search: ReportSearch, total: number, onChange: ReportSearchChange): ReportPaging => ({
  total,
  page: search.page,
  perPage: search.perPage,
  onPage: (page) => onChange({ page }),
  onPerPage: (perPage) => onChange({ perPage }),
});

/** The table's order over the query string's sort. */
export const sortingOf = (search: ReportSearch, onChange: ReportSearchChange): ReportSorting => ({
  value: search.sort,
  onSort: (sort) => onChange({ sort }),
});

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The columns about a person, by the row field each shows (and sorts by). */
export function personColumns<T extends ReportPerson>(translate: Translate) {
  const columns = {
    name: { id: 'name', label: 'khru.reports.columns.name', render: (row: T) => row.name, sortable: true },
    email: { id: 'email', label: 'khru.reports.columns.email', render: (row: T) => row.email, sortable: true },
    position: { id: 'position', label: 'khru.reports.columns.position', render: (row: T) => row.position || '—', sortable: true },
    department: { id: 'department', label: 'khru.reports.columns.department', render: (row: T) => row.department || '—', sortable: true },
    userStatus: {
      id: 'userStatus',
      label: 'khru.reports.columns.userStatus',
      render: (row: T) => translate(`khru.reports.userStatus.${row.userStatus}`),
      sortable: true,
    },
  } satisfies Record<string, ReportColumn<T>>;
  return columns;
}
