import type { ActivationMonth } from '@khru/contracts';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatCount, formatMonth } from '../report-format';
import { CHART_COLOURS, CHART_FONT } from './chart-colours';

const SERIES = [
  { key: 'Active', colour: CHART_COLOURS.active },
  { key: 'NotActivated', colour: CHART_COLOURS.notActivated },
  { key: 'Inactive', colour: CHART_COLOURS.inactive },
] as const;

/** Users per month by activation state, stacked, with a legend and a tooltip in the admin's language. */
export default function ActivationChart({ months }: { months: readonly ActivationMonth[] }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const data = months.map((month) => ({ ...month, label: formatMonth(month.month, locale) }));
  return (
    <ResponsiveContainer width="100%" height={300}>
      <BarChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 8, bottom: 8, left: 0 }} style={{ fontFamily: CHART_FONT }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" tick={{ fontSize: 13 }} />
        <YAxis allowDecimals={false} tick={{ fontSize: 13 }} />
        <Tooltip formatter={(value) => formatCount(Number(value), locale)} />
        {/* In the series' order, not sorted by their names (which differ by language). */}
        <Legend itemSorter={null} />
        {SERIES.map(({ key, colour }) => (
          <Bar key={key} dataKey={key} name={translate(`khru.reports.activation.${key}`)} stackId="users" fill={colour} />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
