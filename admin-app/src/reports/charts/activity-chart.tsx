import type { ActivityMonth } from '@khru/contracts';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatCount, formatMonth, hoursOf } from '../report-format';
import { CHART_COLOURS, CHART_FONT } from './chart-colours';

/** Per month: active learners and logins as bars (left axis), learning hours as a line (right axis). */
export default function ActivityChart({ months }: { months: readonly ActivityMonth[] }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const data = months.map((month) => ({
    label: formatMonth(month.month, locale),
    activeLearners: month.activeLearners,
    logins: month.logins,
    hours: hoursOf(month.learningSeconds),
  }));
  return (
    <ResponsiveContainer width="100%" height={260}>
      <ComposedChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 8, bottom: 8, left: 0 }} style={{ fontFamily: CHART_FONT }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" tick={{ fontSize: 13 }} />
        <YAxis yAxisId="count" allowDecimals={false} tick={{ fontSize: 13 }} />
        <YAxis yAxisId="hours" orientation="right" tick={{ fontSize: 13 }} />
        <Tooltip formatter={(value) => formatCount(Number(value), locale)} />
        {/* In the series' order, not sorted by their names (which differ by language). */}
        <Legend itemSorter={null} />
        <Bar yAxisId="count" dataKey="activeLearners" name={translate('khru.reports.activity.activeLearners')} fill={CHART_COLOURS.active} />
        <Bar yAxisId="count" dataKey="logins" name={translate('khru.reports.activity.logins')} fill={CHART_COLOURS.notActivated} />
        <Line yAxisId="hours" dataKey="hours" name={translate('khru.reports.activity.learningHours')} stroke={CHART_COLOURS.primary} strokeWidth={2} />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
