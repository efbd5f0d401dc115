import { describe, expect, it } from '@jest/globals';
import type { Locale, ReportName, ReportResponse } from '@khru/contracts';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { ExportDocument } from './export-document.js';
import { dashboard, drillDown } from './export-fixtures.js';
import { reportTables } from './report-columns.js';
import { reportCsv } from './report-csv.js';
import { filterLines } from './report-filters.js';
import { reportXlsx } from './report-xlsx.js';

const organisation = { en: 'Siam Freight', th: 'สยามเฟรท' };
const documentOf = (report: ReportName, response: ReportResponse, locale: Locale, query = {}): ExportDocument => ({
  filters: filterLines({ organisation, report, query, response, locale }),
  tables: reportTables(report, response, locale),
});
const readCsv = (csv: string) => parse(csv, { bom: true, relax_column_count: true, skip_empty_lines: false }) as string[][];
const readXlsx = async (file: Buffer) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  return workbook;
};

describe('CSV export', () => {
  it('starts with a byte-order mark, writes the filters as Label,Value, a blank line, then the Thai header and rows', () => {
    const query = { departments: ['ขนส่ง', 'Finance'], learningStages: [3, 1] as (1 | 3)[] };
    const csv = reportCsv(documentOf('learning-summary-drill-down', drillDown, 'th', query));
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = readCsv(csv);
    expect(lines.slice(0, 7)).toEqual([
      ['องค์กร', 'สยามเฟรท'],
      ['รายงาน', 'รายละเอียดสรุปการเรียนรู้'],
      ['ช่วงเวลา', '2026-10 – 2026-11'],
      ['ข้อมูล ณ วันที่', '2026-11-25'],
      ['แผนก', 'ขนส่ง, Finance'],
      ['ประเภทคอร์ส', 'ทั้งหมด'],
      ['สถานะการเรียน', 'เรียนจบแล้ว, ลงทะเบียนแล้ว'],
    ]);
    expect(lines[7]).toEqual(['']);
    expect(lines[8]!.slice(0, 3)).toEqual(['สถานะผู้ใช้', 'ชื่อ', 'อีเมล']);
    expect(lines[9]!.slice(9, 14)).toEqual(['2026-11-01', '2026-11-03', '2026-11-03', '1.50', '100']);
    expect(lines).toHaveLength(11);
  });

  it('writes a text cell that a spreadsheet would run as a formula as plain text', () => {
    const lines = readCsv(reportCsv(documentOf('learning-summary-drill-down', drillDown, 'en')));
    expect(lines[10]![1]).toBe(`'=HYPERLINK("x")`);
  });

  it('writes each table of a report with several after a blank line and its title', () => {
    const lines = readCsv(reportCsv(documentOf('learning-dashboard', dashboard, 'en')));
    const at = lines.findIndex((l) => l[0] === 'Leaderboard');
    expect(lines[at - 1]).toEqual(['']);
    expect(lines.slice(at)).toEqual([
      ['Leaderboard'],
      ['Rank', 'Name', 'Email', 'Position', 'Department', 'Completed courses'],
      ['1', 'สมชาย ใจดี', 'somchai@siam.example', 'พนักงานขับรถ', 'ขนส่ง', '4'],
      [''],
      ['Top completed courses'],
      ['Rank', 'Course', 'Completions'],
      ['1', 'Safe driving', '4'],
      ['2', 'First aid', '2'],
      [''],
      ['Top completed skills'],
      ['Rank', 'Skill', 'Completions'],
      ['1', 'Driving', '4'],
    ]);
  });
});

describe('XLSX export', () => {
  it('writes the filters (bold labels), a blank row, a bold Thai header frozen in place, then the rows, in Tahoma', async () => {
    const workbook = await readXlsx(await reportXlsx(documentOf('learning-summary-drill-down', drillDown, 'th')));
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['รายการเรียน']);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'องค์กร', 'สยามเฟรท']);
    expect(sheet.getCell('A1').font).toMatchObject({ name: 'Tahoma', bold: true });
    expect(sheet.getRow(7).values).toEqual([undefined, 'สถานะการเรียน', 'ทั้งหมด']);
    expect(sheet.getRow(8).cellCount).toBe(0);
    const header = sheet.getRow(9);
    expect((header.values as unknown[]).slice(1, 4)).toEqual(['สถานะผู้ใช้', 'ชื่อ', 'อีเมล']);
    expect(header.getCell(1).font).toMatchObject({ name: 'Tahoma', bold: true });
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 9 });
    const row = sheet.getRow(10);
    expect(row.getCell(2).value).toBe('สมชาย ใจดี');
    expect(row.getCell(2).font).toMatchObject({ name: 'Tahoma' });
    expect(row.getCell(2).font?.bold).toBeFalsy();
    expect(row.getCell(10).value).toBe('2026-11-01');
    expect(row.getCell(13).value).toBe(1.5);
    expect(row.getCell(13).numFmt).toBe('0.00');
    expect(sheet.getRow(11).getCell(11).value).toBeNull();
    expect(sheet.rowCount).toBe(11);
  });

  it('makes columns wide enough for their Thai text, within bounds', async () => {
    const workbook = await readXlsx(await reportXlsx(documentOf('learning-summary-drill-down', drillDown, 'th')));
    const sheet = workbook.worksheets[0]!;
    // "การขับขี่อย่างปลอดภัย" has 21 code points, 17 of them letters that take width.
    expect(sheet.getColumn(6).width).toBeGreaterThanOrEqual(17);
    expect(sheet.columns.every((c) => c.width! >= 8 && c.width! <= 60)).toBe(true);
  });

  it('writes one sheet per table, each with the filters above it', async () => {
    const workbook = await readXlsx(await reportXlsx(documentOf('learning-dashboard', dashboard, 'en')));
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Leaderboard', 'Top completed courses', 'Top completed skills']);
    const skills = workbook.worksheets[2]!;
    expect(skills.getRow(2).values).toEqual([undefined, 'Report', 'Learning dashboard']);
    expect(skills.getRow(9).values).toEqual([undefined, 'Rank', 'Skill', 'Completions']);
    expect(skills.getRow(10).values).toEqual([undefined, 1, 'Driving', 4]);
  });
});
