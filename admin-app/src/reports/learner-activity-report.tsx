import type { LearnerActivityResponse, LearnerActivityRow } from '@khru/contracts';
import { useLocaleState, useTranslate } from 'react-admin';
import { ChartDataTable } from './chart-data-table';
import { ActivityChart } from './charts/lazy-charts';
import { formatCount, formatDay, formatHours, formatMonth } from './report-format';
import { ReportSection } from './report-section';
import { ReportTable, type ReportColumn } from './report-table';
import { pagingOf, personColumns, sortingOf, type ReportViewProps } from './report-view';

/**
 * Learner Activity (ADR 26): per learner, logins, learning hours, courses started and completed within the
 * period, and their last login and activity as of the as-of day; above, the same per month for everyone.
 */
export function LearnerActivityReport({ answer, search, onChange }: ReportViewProps<LearnerActivityResponse>) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const person = personColumns<LearnerActivityRow>(translate);
  const count = (value: number) => formatCount(value, locale);
  const columns: ReportColumn<LearnerActivityRow>[] = [
    person.name,
    person.email,
    person.department,
    person.position,
    { id: 'logins', label: 'khru.reports.columns.logins', render: (row) => count(row.logins), align: 'right', sortable: true },
    {
      id: 'learningSeconds',
      label: 'khru.reports.columns.learningHours',
      render: (row) => formatHours(row.learningSeconds, locale),
      align: 'right',
      sortable: true,
    },
    { id: 'coursesStarted', label: 'khru.reports.columns.coursesStarted', render: (row) => count(row.coursesStarted), align: 'right', sortable: true },
    { id: 'coursesCompleted', label: 'khru.reports.columns.coursesCompleted', render: (row) => count(row.coursesCompleted), align: 'right', sortable: true },
    { id: 'lastLoginAt', label: 'khru.reports.columns.lastLogin', render: (row) => formatDay(row.lastLoginAt, locale), sortable: true },
    { id: 'lastActivityAt', label: 'khru.reports.columns.lastActivity', render: (row) => formatDay(row.lastActivityAt, locale), sortable: true },
  ];
  const series = ['activeLearners', 'logins', 'learningHours'] as const;
  return (
    <>
      <ReportSection id="report-activity-chart" title={translate('khru.reports.activity.chart')}>
        <ActivityChart months={answer.chart} />
        <ChartDataTable
          caption={translate('khru.reports.activity.chart')}
          headers={[translate('khru.reports.columns.month'), ...series.map((name) => translate(`khru.reports.activity.${name}`))]}
          rows={answer.chart.map((month) => [
            formatMonth(month.month, locale),
            count(month.activeLearners),
            count(month.logins),
            formatHours(month.learningSeconds, locale),
          ])}
        />
      </ReportSection>
      <ReportSection id="report-activity-table" title={translate('khru.reports.activity.table')}>
        <ReportTable
          caption={translate('khru.reports.activity.table')}
          rows={answer.data}
          columns={columns}
          rowKey={(row) => row.userId}
          paging={pagingOf(search, answer.totalCount, onChange)}
          sorting={sortingOf(search, onChange)}
        />
      </ReportSection>
    </>
  );
}
