import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useLocaleState } from 'react-admin';
import { formatCount } from '../report-format';
import { CHART_COLOURS, CHART_FONT } from './chart-colours';

export interface TopListBar {
  label: string;
  value: number;
}

const LONGEST_TICK = 26;
/** A long title is cut on the axis; the tooltip and the table say it whole. */
const shortened = (label: string) => (label.length > LONGEST_TICK ? `${label.slice(0, LONGEST_TICK - 1)}…` : label);

/** A top list as horizontal bars, the first at the top. */
export default function TopListChart({ bars, seriesName }: { bars: readonly TopListBar[]; seriesName: string }) {
  const [locale] = useLocaleState();
  return (
    <ResponsiveContainer width="100%" height={Math.max(120, bars.length * 34 + 40)}>
      <BarChart
        accessibilityLayer={false}
        data={[...bars]}
        layout="vertical"
        margin={{ top: 8, right: 16, bottom: 8, left: 8 }}
        style={{ fontFamily: CHART_FONT }}
      >
        <CartesianGrid strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" allowDecimals={false} tick={{ fontSize: 13 }} />
        <YAxis type="category" dataKey="label" width={190} tick={{ fontSize: 13 }} tickFormatter={shortened} />
        <Tooltip formatter={(value) => formatCount(Number(value), locale)} />
        <Bar dataKey="value" name={seriesName} fill={CHART_COLOURS.active} barSize={20} />
      </BarChart>
    </ResponsiveContainer>
  );
}
