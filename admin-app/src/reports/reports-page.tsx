import type {
  DrillDownResponse,
  LearnerActivityResponse,
  LearningDashboardResponse,
  LearningSummaryReportResponse,
  ReportName,
  ReportResponse,
  UserActivationResponse,
} from '@khru/contracts';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Button as MuiButton, Card, CardContent, Stack, Typography } from '@mui/material';
import { LinkBase, Title, usePermissions, useTranslate } from 'react-admin';
import { DrillDownReport } from './drill-down-report';
import { LearnerActivityReport } from './learner-activity-report';
import { LearningDashboardReport } from './learning-dashboard-report';
import { LearningSummaryReport } from './learning-summary-report';
import { OrganisationPicker } from './organisation-picker';
import { ReportExportButtons } from './report-export-buttons';
import { ReportFilters } from './report-filters';
import { reportLink } from './report-links';
import { maySchedule, picksOrganisation } from './report-permissions';
import { ReportPeriodLine } from './report-period';
import { useReport } from './report-queries';
import { exportQuery, reportQuery } from './report-search';
import { ReportTabs } from './report-tabs';
import type { ReportViewProps } from './report-view';
import { ScheduleButton } from './schedule-dialog';
import { ScheduleList } from './schedule-list';
import { useDepartmentChoices } from './use-department-choices';
import { useReportSearch } from './use-report-search';
import { UserActivationReport } from './user-activation-report';

/** The tab's own content for its answer. */
function ReportView({ report, answer, ...props }: { report: ReportName } & ReportViewProps<ReportResponse>) {
  switch (report) {
    case 'user-activation':
      return <UserActivationReport answer={answer as UserActivationResponse} {...props} />;
    case 'learning-dashboard':
      return <LearningDashboardReport answer={answer as LearningDashboardResponse} {...props} />;
    case 'learner-activity':
      return <LearnerActivityReport answer={answer as LearnerActivityResponse} {...props} />;
    case 'learning-summary':
      return <LearningSummaryReport answer={answer as LearningSummaryReportResponse} {...props} />;
    case 'learning-summary-drill-down':
      return <DrillDownReport answer={answer as DrillDownResponse} {...props} />;
    default: {
      const _exhaustive: never = report;
      return _exhaustive;
    }
  }
}

/**
 * `/reports/{report}`: the tabs (or the drill-down's way back), the organisation a platform admin picks, the
 * filters, the period the server answered for, export and schedule, then the report. Everything that shapes the
 * answer is in the query string. Until a platform admin has picked an organisation, nothing is asked.
 */
export default function ReportsPage({ report }: { report: ReportName }) {
  const translate = useTranslate();
  const { permissions } = usePermissions<string[]>();
  const [search, change] = useReportSearch();
  const picks = picksOrganisation(permissions);
  // Staff report on their own organisation: an organisation in a link someone shared is not theirs to send.
  const effective = picks || !search.org ? search : { ...search, org: '' };
  const ready = permissions !== undefined && (!picks || effective.org !== '');
  const answer = useReport(report, reportQuery(report, effective), ready);
  const departments = useDepartmentChoices(effective.org, answer.data);
  const schedules = maySchedule(permissions);
  const drillDown = report === 'learning-summary-drill-down';

  return (
    <>
      <Title title="khru.reports.title" />
      {/* Sized by the window, not by its widest table (react-admin's layout fits its content): tables scroll in their cards. */}
      <Stack sx={{ gap: 2, mt: 1, mb: 2, contain: 'inline-size' }}>
        {drillDown ? (
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <MuiButton component={LinkBase} to={reportLink('learning-summary', search)} startIcon={<ArrowBackIcon />}>
              {translate('khru.reports.drillDown.back')}
            </MuiButton>
            <Typography variant="h5" component="h1">
              {translate('khru.reports.drillDown.title')}
            </Typography>
          </Stack>
        ) : (
          <ReportTabs report={report} search={search} />
        )}
        <Card>
          <CardContent>
            {picks && <OrganisationPicker value={search.org} onChange={(org) => change({ org, departments: [], userId: '' })} />}
            <ReportFilters report={report} value={search} onChange={change} departments={departments} />
          </CardContent>
        </Card>
        {permissions !== undefined && !ready && <Alert severity="info">{translate('khru.reports.selectOrganisation')}</Alert>}
        {ready && (
          <>
            <Stack direction="row" sx={{ gap: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
              {answer.data ? <ReportPeriodLine period={answer.data.period} /> : <span />}
              <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
                <ReportExportButtons report={report} query={exportQuery(report, effective)} />
                {schedules && <ScheduleButton report={report} search={effective} />}
              </Stack>
            </Stack>
            {answer.data && <ReportView report={report} answer={answer.data} search={search} onChange={change} />}
            <ScheduleList organizationId={effective.org} mayChange={schedules} />
          </>
        )}
      </Stack>
    </>
  );
}
