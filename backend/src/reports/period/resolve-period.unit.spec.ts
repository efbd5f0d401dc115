import { describe, expect, it } from '@jest/globals';
import { refusalOf } from '../../kernel/errors/refusal-spec.js';
import { resolvePeriod } from './resolve-period.js';

/** 10:00 on 15 March 2026 in Bangkok. */
const NOW = new Date('2026-03-15T03:00:00.000Z');

describe('the period of a report', () => {
  it('answers this month, as of now, by default', () => {
    expect(resolvePeriod({}, NOW)).toEqual({ from: '2026-03', to: '2026-03', months: ['2026-03'], asOf: NOW.toISOString() });
  });

  it('reads the named ranges against the as-of month: last month, this year from January, last year whole', () => {
    expect(resolvePeriod({ dateRange: 2 }, NOW)).toMatchObject({ from: '2026-02', to: '2026-02', months: ['2026-02'] });
    expect(resolvePeriod({ filterMode: 'List', dateRange: 3 }, NOW)).toMatchObject({
      from: '2026-01',
      to: '2026-03',
      months: ['2026-01', '2026-02', '2026-03'],
    });
    const lastYear = resolvePeriod({ dateRange: 4 }, NOW);
    expect(lastYear).toMatchObject({ from: '2025-01', to: '2025-12' });
    expect(lastYear.months).toHaveLength(12);
  });

  it('crosses the year back for last month in January', () => {
    expect(resolvePeriod({ dateRange: 2, asOf: '2026-01-10' }, NOW)).toMatchObject({ from: '2025-12', to: '2025-12' });
  });

  it('ends an earlier as-of day at its last Bangkok millisecond, and resolves the named range against it', () => {
    expect(resolvePeriod({ asOf: '2026-02-10' }, NOW)).toEqual({ from: '2026-02', to: '2026-02', months: ['2026-02'], asOf: '2026-02-10T16:59:59.999Z' });
  });

  it('takes an as-of day after today as today, and today as now', () => {
    expect(resolvePeriod({ asOf: '2027-01-01' }, NOW).asOf).toBe(NOW.toISOString());
    expect(resolvePeriod({ asOf: '2026-03-15' }, NOW).asOf).toBe(NOW.toISOString());
  });

  it('counts the day in Bangkok: 20:00 UTC on the last of the month is already the next month there', () => {
    const late = new Date('2026-03-31T20:00:00.000Z');
    expect(resolvePeriod({}, late)).toMatchObject({ from: '2026-04', months: ['2026-04'] });
  });

  it('answers a Range of months, stopping the months at the as-of month', () => {
    expect(resolvePeriod({ filterMode: 'Range', from: '2025-11', to: '2026-01' }, NOW)).toMatchObject({
      from: '2025-11',
      to: '2026-01',
      months: ['2025-11', '2025-12', '2026-01'],
    });
    expect(resolvePeriod({ filterMode: 'Range', from: '2026-02', to: '2026-06' }, NOW)).toMatchObject({
      from: '2026-02',
      to: '2026-06',
      months: ['2026-02', '2026-03'],
    });
    expect(resolvePeriod({ filterMode: 'Range', from: '2026-05', to: '2026-06' }, NOW).months).toEqual([]);
  });

  it('ignores from and to in List mode and the date range in Range mode', () => {
    expect(resolvePeriod({ filterMode: 'List', from: '2020-01', to: '2020-02' }, NOW)).toMatchObject({ from: '2026-03', to: '2026-03' });
    expect(resolvePeriod({ filterMode: 'Range', dateRange: 4, from: '2026-01', to: '2026-01' }, NOW)).toMatchObject({ from: '2026-01', to: '2026-01' });
  });

  it('refuses a Range without its months, backwards, or longer than 24 months, naming the field', () => {
    expect(refusalOf(() => resolvePeriod({ filterMode: 'Range' }, NOW))).toEqual({
      code: 'BAD_REQUEST',
      fields: [
        { field: 'from', code: 'IS_NOT_EMPTY' },
        { field: 'to', code: 'IS_NOT_EMPTY' },
      ],
    });
    expect(refusalOf(() => resolvePeriod({ filterMode: 'Range', from: '2026-01' }, NOW))).toEqual({
      code: 'BAD_REQUEST',
      fields: [{ field: 'to', code: 'IS_NOT_EMPTY' }],
    });
    expect(refusalOf(() => resolvePeriod({ filterMode: 'Range', from: '2026-02', to: '2026-01' }, NOW))).toEqual({
      code: 'BAD_REQUEST',
      fields: [{ field: 'to', code: 'BAD_REQUEST', rule: 'endBeforeStart' }],
    });
    expect(refusalOf(() => resolvePeriod({ filterMode: 'Range', from: '2024-01', to: '2025-12' }, NOW))).toBe('answered');
    expect(refusalOf(() => resolvePeriod({ filterMode: 'Range', from: '2024-01', to: '2026-01' }, NOW))).toEqual({
      code: 'BAD_REQUEST',
      fields: [{ field: 'to', code: 'BAD_REQUEST', rule: 'periodTooLong', n: 24 }],
    });
  });

  it('refuses an as-of day the calendar does not have', () => {
    expect(refusalOf(() => resolvePeriod({ asOf: '2026-02-30' }, NOW))).toEqual({ code: 'BAD_REQUEST', fields: [{ field: 'asOf', code: 'BAD_REQUEST' }] });
  });
});
