import { Clock3 } from 'lucide-react';

import { FormMessage } from '@/components/ui/form-message';
import { Spinner } from '@/components/ui/spinner';
import { useVisitorSummary } from '@/features/admin-analytics/api/get-visitor-summary';
import { adminAnalyticsTexts as texts } from '@/features/admin-analytics/texts';

const cardClass = 'flex flex-col gap-1 rounded-lg border border-neutral-800 bg-neutral-900 p-5';

/** The two visitor counters, then the six measures still to come. */
export function VisitorCards() {
  const summary = useVisitorSummary();
  return (
    <section aria-label={texts.cards.label} className="flex flex-col gap-4">
      {summary.isPending ? (
        <Spinner label={texts.loading} />
      ) : summary.isError ? (
        <FormMessage tone="error">{texts.errors.stats}</FormMessage>
      ) : (
        <dl className="grid gap-4 sm:grid-cols-2">
          {(
            [
              [texts.cards.total, summary.data.total],
              [texts.cards.today, summary.data.today],
            ] as const
          ).map(([label, value]) => (
            <div key={label} className={cardClass}>
              <dt className="text-sm text-neutral-400">{label}</dt>
              <dd className="text-3xl font-bold">{value.toLocaleString('fr-FR')}</dd>
            </div>
          ))}
        </dl>
      )}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {texts.cards.placeholders.map((label) => (
          <li key={label} className={`${cardClass} border-dashed`}>
            <span className="font-semibold">{label}</span>
            <span className="flex items-center gap-1 text-sm text-neutral-400">
              <Clock3 aria-hidden="true" className="size-4" />
              {texts.cards.comingSoon}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
