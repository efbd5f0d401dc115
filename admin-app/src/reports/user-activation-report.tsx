import { ACTIVATION_STATES, type ActivationRow, type UserActivationResponse } from '@khru/contracts';
import { Box, Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { ChartDataTable } from './chart-data-table';
import { ActivationChart } from './charts/lazy-charts';
import { MultiSelectFilter } from './multi-select-filter';
import { formatCount, formatMonth } from './report-format';
import { ReportSection } from './report-section';
import { ReportTable, type ReportColumn } from './report-table';
import { pagingOf, personColumns, sortingOf, type ReportViewProps } from './report-view';

/** The order of the chart's stack and its legend: who used the product, who never did, who stopped. */
const CHART_STATES = ['Active', 'NotActivated', 'Inactive'] as const;

/**
 * User Activation: people per month by activation state (ADR 26's definitions, written under the chart), and
 * the detail table of each person's state in each month, which the activation states filter narrows.
 */
export function UserActivationReport({ answer, search, onChange }: ReportViewProps<UserActivationResponse>) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const person = personColumns<ActivationRow>(translate);
  const columns: ReportColumn<ActivationRow>[] = [
    { id: 'month', label: 'khru.reports.columns.month', render: (row) => formatMonth(row.month, locale), sortable: true },
    person.userStatus,
    { id: 'activation', label: 'khru.reports.columns.activation', render: (row) => translate(`khru.reports.activation.${row.activation}`), sortable: true },
    person.email,
    person.name,
    person.position,
    person.department,
  ];
  return (
    <>
      <ReportSection id="report-activation-chart" title={translate('khru.reports.activationReport.chart')}>
        <ActivationChart months={answer.chart} />
        <ChartDataTable
          caption={translate('khru.reports.activationReport.chart')}
          headers={[translate('khru.reports.columns.month'), ...CHART_STATES.map((state) => translate(`khru.reports.activation.${state}`))]}
          rows={answer.chart.map((month) => [formatMonth(month.month, locale), ...CHART_STATES.map((state) => formatCount(month[state], locale))])}
        />
        <Box component="aside" aria-labelledby="report-activation-help" sx={{ mt: 2 }}>
          <Typography id="report-activation-help" variant="subtitle2" component="h3">
            {translate('khru.reports.activationReport.help.title')}
          </Typography>
          <Stack component="ul" sx={{ m: 0, pl: 2.5, gap: 0.25 }}>
            {[...CHART_STATES.map((state) => `khru.reports.activationReport.help.${state}`), 'khru.reports.activationReport.help.counted'].map((key) => (
              <Typography key={key} component="li" variant="body2" color="text.secondary">
                {translate(key)}
              </Typography>
            ))}
          </Stack>
        </Box>
      </ReportSection>
      <ReportSection
        id="report-activation-table"
        title={translate('khru.reports.activationReport.table')}
        action={
          <MultiSelectFilter
            label="khru.reports.activationReport.states"
            choices={ACTIVATION_STATES}
            value={search.activationStates}
            onChange={(activationStates) => onChange({ activationStates })}
            choiceLabel={(state) => `khru.reports.activation.${state}`}
          />
        }
      >
        <ReportTable
          caption={translate('khru.reports.activationReport.table')}
          rows={answer.data}
          columns={columns}
          rowKey={(row) => `${row.month}:${row.userId}`}
          paging={pagingOf(search, answer.totalCount, onChange)}
          sorting={sortingOf(search, onChange)}
        />
      </ReportSection>
    </>
  );
}
