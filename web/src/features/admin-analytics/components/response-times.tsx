import { Fragment, useState } from 'react';

import { AnalyticsPanel } from '@/features/admin-analytics/components/analytics-panel';
import { FormMessage } from '@/components/ui/form-message';
import { Spinner } from '@/components/ui/spinner';
import { useResponseTimes } from '@/features/admin-analytics/api/get-response-times';
import { formatDateTime } from '@/lib/dates';
import { formatDelay, mondayOfWeek } from '@/features/admin-analytics/delay';
import { adminAnalyticsTexts } from '@/features/admin-analytics/texts';
import { PeriodButtons } from '@/features/admin-analytics/components/period-buttons';
import {
  RESPONSE_WEEKS,
  type Delays as DelayFigures,
  type ResponseTimes as Times,
  type ResponseWeeks,
  type WeekDelays,
} from '@/types/api';

const texts = adminAnalyticsTexts.responses;

const mondayFormat = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** `Semaine 48 du 23 nov. 2026`. */
function weekLabel(week: string): string {
  const monday = mondayOfWeek(week);
  const number = week.slice(week.indexOf('W') + 1).replace(/^0/, '');
  return monday ? `${texts.week} ${number} ${texts.weekOf(mondayFormat.format(monday))}` : week;
}

function DelayCells({ delays }: { delays: DelayFigures }) {
  return (
    <>
      <td className="px-3 py-2 text-right">{delays.count.toLocaleString('fr-FR')}</td>
      <td className="px-3 py-2 text-right">{formatDelay(delays.median_seconds)}</td>
      <td className="px-3 py-2 text-right">{formatDelay(delays.mean_seconds)}</td>
      <td className="px-3 py-2 text-right">{formatDelay(delays.max_seconds)}</td>
    </>
  );
}

/** A week: the team's row first, then each admin's. */
function WeekRows({ week }: { week: WeekDelays }) {
  const label = weekLabel(week.week);
  return (
    <>
      <tr className="border-t border-neutral-800 font-semibold">
        <th scope="row" className="px-3 py-2 text-left">
          {label}
        </th>
        <td className="px-3 py-2">{texts.team}</td>
        <DelayCells delays={week.team} />
      </tr>
      {week.admins.map((one) => (
        <tr key={one.admin.id} className="text-neutral-300">
          <td className="px-3 py-2">
            <span className="sr-only">{label}</span>
          </td>
          <td className="px-3 py-2 break-all">{one.admin.label}</td>
          <DelayCells delays={one} />
        </tr>
      ))}
    </>
  );
}

/** What one kind of item (reports, appeals) shows: its waiting line and its table. */
type KindTexts = {
  waiting: (count: number) => string;
  caption: string;
  empty: string;
};

/** The items waiting, the oldest's date, then each week's delays. */
function Delays({
  part,
  kindTexts,
  testId,
}: {
  part: Pick<Times, 'weeks' | 'waiting'>;
  kindTexts: KindTexts;
  testId: string;
}) {
  const oldest = part.waiting.oldest_filed_at;
  return (
    <>
      <p className="text-sm" data-testid={testId}>
        {kindTexts.waiting(part.waiting.count)}
        {oldest && (
          <span className="text-neutral-400"> · {texts.oldest(formatDateTime(oldest))}</span>
        )}
      </p>
      {part.weeks.length === 0 ? (
        <p className="text-neutral-400">{kindTexts.empty}</p>
      ) : (
        // A phone scrolls the table sideways: the keyboard must reach it too.
        <div role="region" aria-label={kindTexts.caption} tabIndex={0} className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{kindTexts.caption}</caption>
            <thead className="text-neutral-400">
              <tr>
                <th scope="col" className="px-3 py-2 text-left font-medium">
                  {texts.week}
                </th>
                <th scope="col" className="px-3 py-2 text-left font-medium">
                  {texts.admin}
                </th>
                {[texts.count, texts.median, texts.mean, texts.max].map((heading) => (
                  <th key={heading} scope="col" className="px-3 py-2 text-right font-medium">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {part.weeks.map((week) => (
                <Fragment key={week.week}>
                  <WeekRows week={week} />
                </Fragment>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

/**
 * "Temps de réponse de la modération": how long reports wait for the decision that
 * closes them, per Paris week and admin, and ban appeals beside them (the
 * `moderation_times` projection).
 */
export function ResponseTimes() {
  const [weeks, setWeeks] = useState<ResponseWeeks>('8');
  const times = useResponseTimes(weeks);

  return (
    <AnalyticsPanel
      title={texts.title}
      controls={
        <PeriodButtons
          label={texts.periodsLabel}
          periods={RESPONSE_WEEKS}
          names={texts.periods}
          value={weeks}
          onChange={setWeeks}
        />
      }
    >
      <p className="text-sm text-neutral-400">{texts.explanation}</p>
      {times.isPending ? (
        <Spinner label={adminAnalyticsTexts.loading} />
      ) : times.isError ? (
        <FormMessage tone="error">{adminAnalyticsTexts.errors.responses}</FormMessage>
      ) : (
        <>
          <h3 className="font-semibold">{texts.reportsHeading}</h3>
          <Delays part={times.data} kindTexts={texts} testId="reports-waiting" />
          <h3 className="mt-4 font-semibold">{texts.appeals.heading}</h3>
          <p className="text-sm text-neutral-400">{texts.appeals.explanation}</p>
          <Delays part={times.data.appeals} kindTexts={texts.appeals} testId="appeals-waiting" />
        </>
      )}
    </AnalyticsPanel>
  );
}
