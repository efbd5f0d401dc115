import { asSpreadsheetText } from '@khru/contracts';
import { stringify } from 'csv-stringify/sync';
import type { Cell, ColumnKind, ExportDocument } from './export-document.js';

function csvCell(value: Cell, kind: ColumnKind): string {
  if (value === null) return '';
  if (typeof value === 'number') return kind === 'hours' ? value.toFixed(2) : String(value);
  return asSpreadsheetText(value);
}

/**
 * A report as CSV: UTF-8 with a byte-order mark (so Excel reads Thai), the filter lines as `Label,Value`, a blank
 * line, then the table's header row and rows. A report of several tables writes each after a blank line and its
 * title line.
 */
export function reportCsv({ filters, tables }: ExportDocument): string {
  const records: string[][] = filters.map(([label, value]) => [csvCell(label, 'text'), csvCell(value, 'text')]);
  for (const table of tables) {
    records.push([]);
    if (tables.length > 1) records.push([csvCell(table.title, 'text')]);
    records.push(table.columns.map((c) => csvCell(c.header, 'text')));
    for (const row of table.rows) records.push(row.map((value, i) => csvCell(value, table.columns[i]!.kind)));
  }
  return stringify(records, { bom: true, record_delimiter: 'windows' });
}
