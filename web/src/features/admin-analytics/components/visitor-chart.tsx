import { Minus, TrendingDown, TrendingUp } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';

import { AnalyticsPanel } from '@/features/admin-analytics/components/analytics-panel';
import { FormMessage } from '@/components/ui/form-message';
import { Spinner } from '@/components/ui/spinner';
import { PeriodButtons } from '@/features/admin-analytics/components/period-buttons';
import { useVisitorChart } from '@/features/admin-analytics/api/get-visitor-chart';
import { adminAnalyticsTexts as texts } from '@/features/admin-analytics/texts';
import { VISITOR_PERIODS, type VisitorChart as Chart, type VisitorPeriod } from '@/types/api';

const VisitorBarChart = lazy(
  () => import('@/features/admin-analytics/components/visitor-bar-chart'),
);

const trendIcons = { up: TrendingUp, down: TrendingDown, stable: Minus } as const;

/** The trend of the period, and its change in per cent when there is one. */
function TrendBadge({ chart }: { chart: Chart }) {
  const Icon = trendIcons[chart.trend];
  return (
    <p className="flex items-center gap-2 text-sm" data-testid="visitor-trend">
      <Icon aria-hidden="true" className="size-4" />
      {texts.chart.trend[chart.trend]}
      {chart.change_percent !== null && (
        <span className="text-neutral-400"> ({texts.chart.change(chart.change_percent)})</span>
      )}
    </p>
  );
}

/** Unique visitors per day over 7 days, 30 days or a year, with the period's trend. */
export function VisitorChart() {
  const [period, setPeriod] = useState<VisitorPeriod>('7days');
  const chart = useVisitorChart(period);
  const empty = chart.data?.days.every((day) => day.visitors === 0) ?? true;

  return (
    <AnalyticsPanel
      title={texts.chart.title}
      controls={
        <PeriodButtons
          label={texts.chart.periodsLabel}
          periods={VISITOR_PERIODS}
          names={texts.chart.periods}
          value={period}
          onChange={setPeriod}
        />
      }
    >
      {chart.isPending ? (
        <Spinner label={texts.loading} />
      ) : chart.isError ? (
        <FormMessage tone="error">{texts.errors.chart}</FormMessage>
      ) : (
        <>
          <TrendBadge chart={chart.data} />
          {empty ? (
            <p className="text-neutral-400">{texts.empty}</p>
          ) : (
            <Suspense fallback={<Spinner label={texts.loading} />}>
              <VisitorBarChart days={chart.data.days} />
            </Suspense>
          )}
          <table className="sr-only">
            <caption>{texts.chart.tableCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{texts.chart.day}</th>
                <th scope="col">{texts.chart.visitors}</th>
              </tr>
            </thead>
            <tbody>
              {chart.data.days.map((day) => (
                <tr key={day.day}>
                  <td>{day.day}</td>
                  <td>{day.visitors}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </AnalyticsPanel>
  );
}
