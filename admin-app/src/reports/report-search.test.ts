import { describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH, exportQuery, readReportSearch, reportQuery, sharedFilters, writeReportSearch } from './report-search';

describe('a report’s state in the query string', () => {
  it('reads back what it writes, and writes nothing for the defaults', () => {
    const state = {
      ...DEFAULT_SEARCH,
      org: 'org-siam',
      filterMode: 'Range' as const,
      from: '2026-01',
      to: '2026-03',
      asOf: '2026-03-15',
      dimension: 'LEARNING_STAGE' as const,
      departments: ['Sales', 'ฝ่ายบัญชี'],
      courseTypes: ['nonAssignment' as const],
      learningStages: [1 as const, 3 as const],
      activationStates: ['Inactive' as const],
      userId: 'u-1',
      search: 'malee',
      page: 2,
      perPage: 25,
      sort: { field: 'name', order: 'DESC' as const },
    };
    expect(readReportSearch(writeReportSearch(state))).toEqual(state);
    expect(writeReportSearch(DEFAULT_SEARCH)).toBe('');
  });

  it('leaves anything malformed at its default', () => {
    expect(readReportSearch('?mode=Weekly&range=9&from=2026-13&asOf=yesterday&dim=TEAM&type=other&stage=7&act=Gone&page=-3&size=7')).toEqual(DEFAULT_SEARCH);
  });

  it('carries the shared filters to another tab, not the page, order, learner or activation states', () => {
    const state = readReportSearch('?range=3&dept=Sales&user=u-1&act=Active&page=3&sort=name&order=ASC');
    expect(writeReportSearch(sharedFilters(state))).toBe('?range=3&dept=Sales');
  });
});

describe('the body a report is asked with', () => {
  const state = readReportSearch('?org=org-siam&range=2&dept=Sales&type=assignment&stage=3&act=Active&user=u-1&q=%20ben%20&page=3&dim=CONTRACT');

  it('sends each report the filters it reads, and its page', () => {
    expect(reportQuery('learner-activity', state)).toEqual({
      organizationId: 'org-siam',
      filterMode: 'List',
      dateRange: 2,
      departments: ['Sales'],
      courseTypes: ['assignment'],
      learningStages: [3],
      search: 'ben',
      skip: 20,
      take: 10,
    });
    expect(reportQuery('user-activation', state)).toEqual(expect.objectContaining({ activationStates: ['Active'] }));
    expect(reportQuery('learning-summary', state)).toEqual(expect.objectContaining({ dimension: 'CONTRACT' }));
    expect(reportQuery('learning-summary-drill-down', state)).toEqual(expect.objectContaining({ userId: 'u-1' }));
  });

  it('asks the dashboard for its top 10 whatever the page', () => {
    expect(reportQuery('learning-dashboard', state)).toEqual(expect.objectContaining({ skip: 0, take: 10 }));
  });

  it('exports every row: no page', () => {
    const body = exportQuery('learner-activity', state);
    expect(body).not.toHaveProperty('skip');
    expect(body).not.toHaveProperty('take');
    expect(body).toEqual(expect.objectContaining({ organizationId: 'org-siam', dateRange: 2 }));
  });
});
