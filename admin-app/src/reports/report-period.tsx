import type { ReportPeriod } from '@khru/contracts';
import { Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatDay, formatMonth } from './report-format';

/** The period the server resolved (Bangkok months) and the day it answered as of, in the admin's calendar. */
export function ReportPeriodLine({ period }: { period: ReportPeriod }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const asOf = formatDay(period.asOf, locale);
  return (
    <Typography variant="body2" color="text.secondary" aria-live="polite">
      {period.from === period.to
        ? translate('khru.reports.periodOneMonth', { month: formatMonth(period.from, locale), asOf })
        : translate('khru.reports.period', { from: formatMonth(period.from, locale), to: formatMonth(period.to, locale), asOf })}
    </Typography>
  );
}
