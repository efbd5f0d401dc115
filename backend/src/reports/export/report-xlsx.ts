import { PRODUCT_NAME } from '@khru/contracts';
import ExcelJS from 'exceljs';
import type { Cell, ColumnKind, ExportDocument, ExportTable } from './export-document.js';

/** Tahoma ships with Windows and Office and draws Thai well; the file names it, the reader's machine draws it. */
const FONT = { name: 'Tahoma', size: 10 } as const;
const BOLD = { ...FONT, bold: true } as const;
const NUMBER_FORMATS: Partial<Record<ColumnKind, string>> = { integer: '0', hours: '0.00', percent: '0' };
/** Thai vowel and tone marks sit above or below their consonant and take no width of their own. */
const THAI_MARKS = /[\u0E31\u0E34-\u0E3A\u0E47-\u0E4E]/g;
const THAI = /[\u0E00-\u0E7F]/;
const MIN_WIDTH = 8;
const MAX_WIDTH = 60;

/** Roughly how many character widths a cell needs: Thai letters are drawn wider than Latin ones. */
function widthOf(value: Cell): number {
  if (value === null) return 0;
  const text = typeof value === 'number' ? value.toFixed(2) : value;
  return text.replace(THAI_MARKS, '').length * (THAI.test(text) ? 1.3 : 1.1) + 2;
}

/** Sheet names are at most 31 characters, without `\ / ? * : [ ]`. */
const sheetName = (title: string) => title.replace(/[\\/?*:[\]]/g, ' ').slice(0, 31);

function addSheet(workbook: ExcelJS.Workbook, filters: ExportDocument['filters'], table: ExportTable): void {
  const sheet = workbook.addWorksheet(sheetName(table.title));
  // Filter values may be long lists: they run on into the empty cells beside them rather than widen a column.
  const widths = table.columns.map((c, i) =>
    Math.max(widthOf(c.header), ...table.rows.map((row) => widthOf(row[i] ?? null)), i === 0 ? Math.max(...filters.map(([label]) => widthOf(label))) : 0),
  );
  sheet.columns = table.columns.map((c, i) => ({
    width: Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, Math.ceil(widths[i]!))),
    style: { font: FONT, ...(NUMBER_FORMATS[c.kind] ? { numFmt: NUMBER_FORMATS[c.kind] } : {}) },
  }));
  for (const [label, value] of filters) {
    const row = sheet.addRow([label, value]);
    row.getCell(1).font = BOLD;
    // A filter value is words even in a number column.
    row.getCell(2).numFmt = '@';
  }
  sheet.addRow([]);
  const header = sheet.addRow(table.columns.map((c) => c.header));
  header.font = BOLD;
  sheet.views = [{ state: 'frozen', ySplit: header.number }];
  for (const row of table.rows) sheet.addRow(row);
}

/**
 * A report as an XLSX workbook: one sheet per table, each with the filters in its first rows (bold labels), a blank
 * row, a bold header row the sheet stays frozen below, columns wide enough for their Thai text, in Tahoma.
 */
export async function reportXlsx({ filters, tables }: ExportDocument): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = PRODUCT_NAME;
  for (const table of tables) addSheet(workbook, filters, table);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
