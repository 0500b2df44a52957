import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

import { adminAnalyticsTexts as texts } from '@/features/admin-analytics/texts';
import type { DayVisitors } from '@/types/api';

/** "24/03" from "2026-03-24". */
const shortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/**
 * The bar chart itself: recharts is heavy, so this module is loaded only by the
 * analytics screen, when it draws (see `visitor-chart.tsx`). It is hidden from
 * assistive technologies, keyboard included: the table beside it carries the figures.
 */
export default function VisitorBarChart({ days }: { days: DayVisitors[] }) {
  return (
    <div aria-hidden="true" className="h-72 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={days}
          accessibilityLayer={false}
          margin={{ top: 8, right: 8, bottom: 8, left: 0 }}
        >
          <CartesianGrid strokeDasharray="3 3" stroke="#404040" />
          <XAxis dataKey="day" tickFormatter={shortDay} stroke="#a3a3a3" fontSize={12} />
          <YAxis allowDecimals={false} stroke="#a3a3a3" fontSize={12} />
          <Tooltip
            labelFormatter={(day) => (typeof day === 'string' ? shortDay(day) : '')}
            formatter={(value) => [value, texts.chart.visitors]}
            contentStyle={{ background: '#171717', border: '1px solid #404040' }}
          />
          <Bar dataKey="visitors" fill="#dc2626" />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
