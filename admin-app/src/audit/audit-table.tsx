import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export interface AuditColumn<T> {
  /** The column's label key. */
  label: string;
  render: (row: T) => ReactNode;
  align?: 'left' | 'right';
}

/**
 * A plain table of audit answers: every column is kept (an audit shows all of a line), and on a phone the
 * table scrolls sideways inside its card instead of widening the page.
 */
export function AuditTable<T>({
  rows,
  columns,
  rowKey,
  empty,
  caption,
}: {
  rows: T[];
  columns: AuditColumn<T>[];
  rowKey: (row: T) => string;
  empty: string;
  caption: string;
}) {
  const translate = useTranslate();
  if (rows.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
        {translate(empty)}
      </Typography>
    );
  }
  return (
    <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
      <Table size="small" aria-label={translate(caption)}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.label} align={column.align ?? 'left'} sx={{ whiteSpace: 'nowrap' }}>
                {translate(column.label)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)}>
              {columns.map((column) => (
                <TableCell key={column.label} align={column.align ?? 'left'} sx={{ whiteSpace: 'nowrap' }}>
                  {column.render(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
