import {
  COURSE_KINDS,
  LEARNING_STAGE_VALUES,
  type Dimension,
  type LearnerSummaryRow,
  type LearningSummaryReportResponse,
  type SummaryGroupRow,
} from '@khru/contracts';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import { Button as MuiButton } from '@mui/material';
import { Link, LinkBase, useLocaleState, useTranslate } from 'react-admin';
import { formatCount, formatHours } from './report-format';
import { reportLink } from './report-links';
import type { ReportSearch } from './report-search';
import { ReportSection } from './report-section';
import { ReportTable, type ReportColumn } from './report-table';
import { pagingOf, personColumns, sortingOf, type ReportViewProps } from './report-view';

type SummaryCounts = Omit<SummaryGroupRow, 'key' | 'learners'>;

const KIND_STAGES = [
  ['assignment', 'enrolled', 'assignmentEnrolled'],
  ['assignment', 'inProgress', 'assignmentInProgress'],
  ['assignment', 'completed', 'assignmentCompleted'],
  ['nonAssignment', 'enrolled', 'nonAssignmentEnrolled'],
  ['nonAssignment', 'inProgress', 'nonAssignmentInProgress'],
  ['nonAssignment', 'completed', 'nonAssignmentCompleted'],
] as const;

/** Spec section 3's counts: assigned; enrolled, in progress and completed per course type; total courses and hours. */
function countColumns<T extends SummaryCounts>(locale: string, sortable: boolean): ReportColumn<T>[] {
  const count = (value: number) => formatCount(value, locale);
  return [
    { id: 'assignedCount', label: 'khru.reports.columns.assigned', render: (row) => count(row.assignedCount), align: 'right', sortable },
    ...KIND_STAGES.map(([kind, stage, label]): ReportColumn<T> => ({
      id: `${kind}.${stage}`,
      label: `khru.reports.columns.${label}`,
      render: (row) => count(row[kind][stage]),
      align: 'right',
      sortable,
    })),
    { id: 'totalLearningCourses', label: 'khru.reports.columns.totalCourses', render: (row) => count(row.totalLearningCourses), align: 'right', sortable },
    {
      id: 'totalLearningSeconds',
      label: 'khru.reports.columns.learningHours',
      render: (row) => formatHours(row.totalLearningSeconds, locale),
      align: 'right',
      sortable,
    },
  ];
}

/** The drill-down's filter for one group: its department, course type or stage (an organisation has one contract). */
function narrowedTo(dimension: Dimension, key: string): Partial<ReportSearch> {
  switch (dimension) {
    case 'DEPARTMENT':
      return { departments: [key] };
    case 'COURSE_TYPE':
      return { courseTypes: COURSE_KINDS.filter((kind) => kind === key) };
    case 'LEARNING_STAGE':
      return { learningStages: LEARNING_STAGE_VALUES.filter((stage) => String(stage) === key) };
    case 'CONTRACT':
      return {};
    default: {
      const _exhaustive: never = dimension;
      return _exhaustive;
    }
  }
}

/**
 * Learning Summary: the counts per group of the chosen dimension and per learner. A group's or a learner's
 * name opens the drill-down narrowed to it; the Drill down button opens it with the filters as they are.
 */
export function LearningSummaryReport({ answer, search, onChange }: ReportViewProps<LearningSummaryReportResponse>) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { dimension } = answer;
  const groupName = (key: string) => {
    if (dimension === 'COURSE_TYPE') return translate(`khru.reports.courseTypes.${key}`, { _: key });
    if (dimension === 'LEARNING_STAGE') return translate(`khru.reports.stages.${key}`, { _: key });
    return key || '—';
  };
  const drillDown = (narrowed: Partial<ReportSearch>) => reportLink('learning-summary-drill-down', search, narrowed);
  const groupColumns: ReportColumn<SummaryGroupRow>[] = [
    {
      id: 'key',
      label: `khru.reports.dimensions.${dimension}`,
      render: (row) => <Link to={drillDown(narrowedTo(dimension, row.key))}>{groupName(row.key)}</Link>,
    },
    { id: 'learners', label: 'khru.reports.columns.learners', render: (row) => formatCount(row.learners, locale), align: 'right' },
    ...countColumns<SummaryGroupRow>(locale, false),
  ];
  const person = personColumns<LearnerSummaryRow>(translate);
  const learnerColumns: ReportColumn<LearnerSummaryRow>[] = [
    {
      ...person.name,
      render: (row) => <Link to={drillDown({ userId: row.userId })}>{row.name}</Link>,
    },
    person.email,
    person.department,
    person.position,
    person.userStatus,
    ...countColumns<LearnerSummaryRow>(locale, true),
  ];
  const groupsTitle = translate('khru.reports.summary.groups', { dimension: translate(`khru.reports.dimensions.${dimension}`).toLowerCase() });
  return (
    <>
      <ReportSection
        id="report-summary-groups"
        title={groupsTitle}
        action={
          <MuiButton component={LinkBase} to={drillDown({})} variant="outlined" size="small" startIcon={<ManageSearchIcon />}>
            {translate('khru.reports.summary.drillDown')}
          </MuiButton>
        }
      >
        <ReportTable caption={groupsTitle} rows={answer.groups} columns={groupColumns} rowKey={(row) => row.key} />
      </ReportSection>
      <ReportSection id="report-summary-learners" title={translate('khru.reports.summary.learners')}>
        <ReportTable
          caption={translate('khru.reports.summary.learners')}
          rows={answer.data}
          columns={learnerColumns}
          rowKey={(row) => row.userId}
          paging={pagingOf(search, answer.totalCount, onChange)}
          sorting={sortingOf(search, onChange)}
        />
      </ReportSection>
    </>
  );
}
