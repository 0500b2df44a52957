import { requestTexts as t } from '@/features/requests/texts';
import { daysUntil } from '@/features/requests/utils/days-until';

import type { RequestQuota } from '@/types/api';

/** The bar's colour (docs/product.md, member side §2): green below 2 used, yellow at 2, red at 3. */
function barColour(used: number): string {
  if (used >= 3) return 'bg-red-600';
  if (used === 2) return 'bg-yellow-500';
  return 'bg-green-600';
}

/** The weekly-limit card: used of 3, the days until Monday 00:00 Paris, the bar. */
export function QuotaCard({ quota }: { quota: RequestQuota }) {
  const percent = Math.min(100, Math.round((quota.used / quota.limit) * 100));
  return (
    <section
      aria-labelledby="quota-title"
      className="rounded-lg border border-neutral-800 bg-neutral-900 p-6"
    >
      <h2 id="quota-title" className="mb-3 text-xl font-semibold">
        {t.quota.title}
      </h2>
      <div className="mb-2 flex flex-wrap justify-between gap-2 text-sm">
        <span>{t.quota.used(quota.used, quota.limit)}</span>
        <span className="text-neutral-300">
          {t.quota.resetLabel} : {t.quota.resetsIn(daysUntil(quota.resets_at))}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={t.quota.title}
        aria-valuemin={0}
        aria-valuemax={quota.limit}
        aria-valuenow={quota.used}
        className="h-2 w-full overflow-hidden rounded bg-neutral-800"
      >
        <div
          data-testid="quota-bar"
          className={`h-full ${barColour(quota.used)}`}
          style={{ width: `${percent}%` }}
        />
      </div>
    </section>
  );
}
