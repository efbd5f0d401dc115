import type { LeaderboardRow, LearningDashboardResponse } from '@khru/contracts';
import { Box, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { ChartDataTable } from './chart-data-table';
import { TopListChart } from './charts/lazy-charts';
import { formatCount } from './report-format';
import { ReportSection } from './report-section';
import { ReportTable, type ReportColumn } from './report-table';
import { personColumns, type ReportViewProps } from './report-view';

interface TopItem {
  label: string;
  value: number;
}

/** One top list: bars for the eye, a table for screen readers, and the empty text when nothing was completed. */
function TopList({ id, title, nameHeader, items }: { id: string; title: string; nameHeader: string; items: TopItem[] }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const completions = translate('khru.reports.columns.completions');
  return (
    <ReportSection id={id} title={title}>
      {items.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
          {translate('khru.reports.table.empty')}
        </Typography>
      ) : (
        <>
          <TopListChart bars={items} seriesName={completions} />
          <ChartDataTable
            caption={title}
            headers={[translate('khru.reports.columns.rank'), translate(nameHeader), completions]}
            rows={items.map((item, index) => [String(index + 1), item.label, formatCount(item.value, locale)])}
          />
        </>
      )}
    </ReportSection>
  );
}

/** Learning Dashboard: the top 10 completed courses and skills of the period, and the top 10 learners by completions. */
export function LearningDashboardReport({ answer }: ReportViewProps<LearningDashboardResponse>) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const person = personColumns<LeaderboardRow>(translate);
  const columns: ReportColumn<LeaderboardRow>[] = [
    { id: 'rank', label: 'khru.reports.columns.rank', render: (row) => row.rank, align: 'right' },
    person.name,
    person.email,
    person.position,
    person.department,
    { id: 'completedCount', label: 'khru.reports.columns.completedCount', render: (row) => formatCount(row.completedCount, locale), align: 'right' },
  ];
  const thai = locale === 'th';
  return (
    <>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        <TopList
          id="report-top-courses"
          title={translate('khru.reports.dashboard.topCourses')}
          nameHeader="khru.reports.columns.course"
          items={answer.topCourses.map((course) => ({ label: thai ? course.titleTh : course.titleEn, value: course.completedCount }))}
        />
        <TopList
          id="report-top-skills"
          title={translate('khru.reports.dashboard.topSkills')}
          nameHeader="khru.reports.columns.skill"
          items={answer.topSkills.map((skill) => ({ label: thai ? skill.nameTh : skill.nameEn, value: skill.completedCount }))}
        />
      </Box>
      <ReportSection id="report-leaderboard" title={translate('khru.reports.dashboard.leaderboard')}>
        <ReportTable caption={translate('khru.reports.dashboard.leaderboard')} rows={answer.data} columns={columns} rowKey={(row) => row.userId} />
      </ReportSection>
    </>
  );
}
