import {
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

export type ChartKind = 'line' | 'bar';

/** A row of the chart: the horizontal value as text, the vertical one (null: no value). */
export type Point = { x: string; y: number | null };

/**
 * The chart itself, loaded only when drawn (see `analyst-chart.tsx`). Hidden from
 * assistive technologies: its caption says what it shows, and the table above holds
 * the figures.
 */
export default function ColumnsChart({
  data,
  kind,
  yLabel,
}: {
  data: Point[];
  kind: ChartKind;
  yLabel: string;
}) {
  const axes = [
    <CartesianGrid key="grid" strokeDasharray="3 3" stroke="#404040" />,
    <XAxis key="x" dataKey="x" stroke="#a3a3a3" fontSize={12} />,
    <YAxis key="y" stroke="#a3a3a3" fontSize={12} />,
    <Tooltip
      key="tooltip"
      formatter={(value) => [value, yLabel]}
      contentStyle={{ background: '#171717', border: '1px solid #404040' }}
    />,
  ];
  return (
    <div aria-hidden="true" className="h-72 w-full" data-testid="analyst-chart">
      <ResponsiveContainer width="100%" height="100%">
        {kind === 'line' ? (
          <LineChart data={data} accessibilityLayer={false}>
            {axes}
            <Line dataKey="y" stroke="#dc2626" isAnimationActive={false} connectNulls={false} />
          </LineChart>
        ) : (
          <BarChart data={data} accessibilityLayer={false}>
            {axes}
            <Bar dataKey="y" fill="#dc2626" isAnimationActive={false} />
          </BarChart>
        )}
      </ResponsiveContainer>
    </div>
  );
}
