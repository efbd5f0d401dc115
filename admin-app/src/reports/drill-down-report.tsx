import type { DrillDownResponse, DrillDownRow } from '@khru/contracts';
import { Chip } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatCount, formatDay, formatHours } from './report-format';
import { ReportSection } from './report-section';
import { ReportTable, type ReportColumn } from './report-table';
import { pagingOf, personColumns, sortingOf, type ReportViewProps } from './report-view';

/**
 * The learning summary's drill-down: one row per learner and course (spec section 3's row), each stage taken
 * as of the period's end, paged and sorted by the server. Narrowed to one learner, it says whom and lets go.
 */
export function DrillDownReport({ answer, search, onChange }: ReportViewProps<DrillDownResponse>) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const thai = locale === 'th';
  const person = personColumns<DrillDownRow>(translate);
  const columns: ReportColumn<DrillDownRow>[] = [
    person.userStatus,
    person.name,
    person.position,
    person.department,
    {
      id: thai ? 'courseTitleTh' : 'courseTitleEn',
      label: 'khru.reports.columns.course',
      render: (row) => (thai ? row.courseTitleTh : row.courseTitleEn),
      sortable: true,
    },
    {
      id: thai ? 'categoryNameTh' : 'categoryNameEn',
      label: 'khru.reports.columns.category',
      render: (row) => (thai ? row.categoryNameTh : row.categoryNameEn) || '—',
      sortable: true,
    },
    { id: 'courseType', label: 'khru.reports.columns.courseType', render: (row) => translate(`khru.reports.courseTypes.${row.courseType}`), sortable: true },
    {
      id: 'learningStage',
      label: 'khru.reports.columns.learningStage',
      render: (row) => translate(`khru.reports.stages.${row.learningStage}`),
      sortable: true,
    },
    { id: 'enrolledAt', label: 'khru.reports.columns.enrolmentDate', render: (row) => formatDay(row.enrolledAt, locale), sortable: true },
    {
      id: 'latestActivityAt',
      label: 'khru.reports.columns.latestActivityDate',
      render: (row) => formatDay(row.latestActivityAt, locale),
      sortable: true,
    },
    { id: 'completedAt', label: 'khru.reports.columns.completedDate', render: (row) => formatDay(row.completedAt, locale), sortable: true },
    {
      id: 'learningSeconds',
      label: 'khru.reports.columns.learningHours',
      render: (row) => formatHours(row.learningSeconds, locale),
      align: 'right',
      sortable: true,
    },
    {
      id: 'progressPercent',
      label: 'khru.reports.columns.progress',
      render: (row) => formatCount(Math.round(row.progressPercent), locale),
      align: 'right',
      sortable: true,
    },
    { id: 'testResult', label: 'khru.reports.columns.testResult', render: (row) => translate(`khru.reports.testResults.${row.testResult}`), sortable: true },
    {
      id: 'certificateReceived',
      label: 'khru.reports.columns.certificateReceived',
      render: (row) => translate(`khru.reports.certificate.${row.certificateReceived ? 'yes' : 'no'}`),
      sortable: true,
    },
  ];
  const learner = search.userId ? (answer.data.find((row) => row.userId === search.userId)?.name ?? search.userId) : null;
  return (
    <ReportSection
      id="report-drill-down"
      title={translate('khru.reports.drillDown.table')}
      action={learner && <Chip label={translate('khru.reports.drillDown.learner', { name: learner })} onDelete={() => onChange({ userId: '' })} />}
    >
      <ReportTable
        caption={translate('khru.reports.drillDown.table')}
        rows={answer.data}
        columns={columns}
        rowKey={(row) => `${row.userId}:${row.courseId}`}
        paging={pagingOf(search, answer.totalCount, onChange)}
        sorting={sortingOf(search, onChange)}
      />
    </ReportSection>
  );
}
