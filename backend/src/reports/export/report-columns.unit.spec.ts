import { describe, expect, it } from '@jest/globals';
import { dashboard, drillDown, summary } from './export-fixtures.js';
import { reportTables } from './report-columns.js';

describe('report columns', () => {
  it('drill-down: every spec column, dates as Bangkok days, hours with two decimals, words in English', () => {
    const [table] = reportTables('learning-summary-drill-down', drillDown, 'en');
    expect(table!.columns.map((c) => c.header)).toEqual([
      'User status',
      'Name',
      'Email',
      'Position',
      'Department',
      'Course',
      'Category',
      'Course type',
      'Learning stage',
      'Enrolment date',
      'Latest activity date',
      'Completed date',
      'Learning hours',
      'Progress (%)',
      'Test result',
      'Certificate received',
    ]);
    expect(table!.rows[0]).toEqual([
      'Active',
      'สมชาย ใจดี',
      'somchai@siam.example',
      'พนักงานขับรถ',
      'ขนส่ง',
      'Safe driving',
      'Logistics',
      'Assignment',
      'Completed',
      '2026-11-01',
      '2026-11-03',
      '2026-11-03',
      1.5,
      100,
      'Passed',
      'Yes',
    ]);
    expect(table!.rows[1]!.slice(7, 13)).toEqual(['Non-assignment', 'Enrolled', '2026-10-05', null, null, 0]);
  });

  it('drill-down in Thai: Thai headers and words, the Thai course title (the English one when it has none)', () => {
    const [table] = reportTables('learning-summary-drill-down', drillDown, 'th');
    expect(table!.columns.slice(0, 2).map((c) => c.header)).toEqual(['สถานะผู้ใช้', 'ชื่อ']);
    expect(table!.rows[0]!.slice(5, 9)).toEqual(['การขับขี่อย่างปลอดภัย', 'โลจิสติกส์', 'ได้รับมอบหมาย', 'เรียนจบแล้ว']);
    expect(table!.rows[0]![15]).toBe('ได้รับ');
    expect(table!.rows[1]!.slice(0, 1)).toEqual(['หมดอายุ']);
    expect(table!.rows[1]![5]).toBe('Spreadsheets');
  });

  it('dashboard: the leaderboard, then the top courses and top skills ranked', () => {
    const tables = reportTables('learning-dashboard', dashboard, 'en');
    expect(tables.map((t) => t.title)).toEqual(['Leaderboard', 'Top completed courses', 'Top completed skills']);
    expect(tables[0]!.columns.map((c) => c.header)).toEqual(['Rank', 'Name', 'Email', 'Position', 'Department', 'Completed courses']);
    expect(tables[0]!.rows).toEqual([[1, 'สมชาย ใจดี', 'somchai@siam.example', 'พนักงานขับรถ', 'ขนส่ง', 4]]);
    expect(tables[1]!.rows).toEqual([
      [1, 'Safe driving', 4],
      [2, 'First aid', 2],
    ]);
    expect(reportTables('learning-dashboard', dashboard, 'th')[2]!.rows).toEqual([[1, 'การขับรถ', 4]]);
  });

  it('learning summary: the learners, then the groups of the dimension named in words', () => {
    const [learners, groups] = reportTables('learning-summary', summary, 'th');
    expect(learners!.rows[0]!.slice(5)).toEqual([2, 0, 1, 1, 1, 0, 0, 3, 2]);
    expect(groups!.title).toBe('ตามประเภทคอร์ส');
    expect(groups!.columns[0]!.header).toBe('ประเภทคอร์ส');
    expect(groups!.rows.map((r) => r[0])).toEqual(['ได้รับมอบหมาย', 'ไม่ได้รับมอบหมาย']);
    expect(reportTables('learning-summary', summary, 'en')[1]!.title).toBe('By course type');
  });
});
