/**
 * What an export writes, whatever the format: the filter lines, then one or more tables. Dates are text
 * (`YYYY-MM-DD`, Bangkok) in every format; numbers stay numbers so a spreadsheet can add them up.
 */
export type ColumnKind = 'text' | 'date' | 'integer' | 'hours' | 'percent';

export type Cell = string | number | null;

export interface ExportColumn {
  header: string;
  kind: ColumnKind;
}

export interface ExportTable {
  title: string;
  columns: ExportColumn[];
  rows: Cell[][];
}

export interface ExportDocument {
  /** `[label, value]`, in the caller's language. */
  filters: [string, string][];
  tables: ExportTable[];
}
