import type { ReportSort } from '@khru/contracts';
import { Table, TableBody, TableCell, TableContainer, TableHead, TablePagination, TableRow, TableSortLabel } from '@mui/material';
import { Fragment, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { PER_PAGE_CHOICES } from './report-search';

/**
 * A header breaks only at its spaces: Thai writes no spaces between words, and a browser left alone would cut a
 * Thai header mid-word ("การเปิดใช้ / งาน").
 */
const brokenAtSpaces = (text: string) => (
  // One inline box: inside the sort label (a flex box) the spaces between the words' boxes would collapse.
  <span>
    {text.split(' ').map((word, index) => (
      // The words of a header keep their order: their place is their identity.
      <Fragment key={index}>
        {index > 0 && ' '}
        <span style={{ whiteSpace: 'nowrap' }}>{word}</span>
      </Fragment>
    ))}
  </span>
);

export interface ReportColumn<T> {
  /** The row's field the server sorts by; also the column's key. */
  id: string;
  /** The header's translation key. */
  label: string;
  render: (row: T) => ReactNode;
  align?: 'left' | 'right';
  sortable?: boolean;
}

export interface ReportPaging {
  total: number;
  page: number;
  perPage: number;
  onPage: (page: number) => void;
  onPerPage: (perPage: number) => void;
}

export interface ReportSorting {
  value: ReportSort | null;
  onSort: (sort: ReportSort) => void;
}

/**
 * A report's table, paged and sorted by the server: spec section 8's empty text and pager ("{0} - {1} of {2}
 * items", items per page). On a tablet it scrolls sideways inside its card rather than widening the page.
 */
export function ReportTable<T>({
  caption,
  rows,
  columns,
  rowKey,
  paging,
  sorting,
}: {
  /** The table's accessible name (translated). */
  caption: string;
  rows: readonly T[];
  columns: readonly ReportColumn<T>[];
  rowKey: (row: T) => string;
  paging?: ReportPaging;
  sorting?: ReportSorting;
}) {
  const translate = useTranslate();
  const sortOf = (column: ReportColumn<T>) => (sorting?.value?.field === column.id ? sorting.value.order : null);
  return (
    <>
      <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
        <Table size="small" aria-label={caption}>
          <TableHead>
            <TableRow>
              {columns.map((column) => {
                const order = sortOf(column);
                return (
                  <TableCell
                    key={column.id}
                    align={column.align ?? 'left'}
                    // A long header may wrap, so that a table fits a laptop's width when its cells do.
                    sx={{ fontWeight: 600, verticalAlign: 'bottom', minWidth: 64 }}
                    aria-sort={order ? (order === 'ASC' ? 'ascending' : 'descending') : undefined}
                  >
                    {sorting && column.sortable ? (
                      <TableSortLabel
                        active={order !== null}
                        direction={order === 'DESC' ? 'desc' : 'asc'}
                        onClick={() => sorting.onSort({ field: column.id, order: order === 'ASC' ? 'DESC' : 'ASC' })}
                      >
                        {brokenAtSpaces(translate(column.label))}
                      </TableSortLabel>
                    ) : (
                      brokenAtSpaces(translate(column.label))
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={columns.length} align="center" sx={{ color: 'text.secondary', py: 3 }}>
                  {translate('khru.reports.table.empty')}
                </TableCell>
              </TableRow>
            ) : (
              rows.map((row) => (
                <TableRow key={rowKey(row)} hover>
                  {columns.map((column) => (
                    <TableCell key={column.id} align={column.align ?? 'left'} sx={{ whiteSpace: 'nowrap' }}>
                      {column.render(row)}
                    </TableCell>
                  ))}
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {paging && (
        <TablePagination
          component="div"
          count={paging.total}
          page={paging.page}
          rowsPerPage={paging.perPage}
          rowsPerPageOptions={[...PER_PAGE_CHOICES]}
          onPageChange={(_, next) => paging.onPage(next)}
          onRowsPerPageChange={(event) => paging.onPerPage(Number(event.target.value))}
          labelRowsPerPage={translate('khru.reports.table.perPage')}
          getItemAriaLabel={(type) => translate(`ra.navigation.${type}`)}
          labelDisplayedRows={({ from, to, count }) => translate('khru.reports.table.range', { from, to, count })}
        />
      )}
    </>
  );
}
