import { useId, useState } from 'react';

import { AnalyticsPanel } from '@/features/admin-analytics/components/analytics-panel';
import { FormMessage } from '@/components/ui/form-message';
import { Spinner } from '@/components/ui/spinner';
import { useTopTitles } from '@/features/admin-analytics/api/get-top-titles';
import { adminAnalyticsTexts as texts } from '@/features/admin-analytics/texts';
import { TOP_TABS, type TopTab, type TopTitle } from '@/types/api';

function TopRow({ title, rank }: { title: TopTitle; rank: number }) {
  return (
    <li className="flex items-center gap-3 rounded-md border border-neutral-800 bg-neutral-950 p-2">
      <span className="w-6 text-right font-bold text-neutral-400">{rank}</span>
      {title.poster_url && (
        <img src={title.poster_url} alt="" className="h-14 w-10 rounded object-cover" />
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <span className="truncate font-semibold">{title.title}</span>
        <span className="text-xs text-neutral-400">
          {texts.top.kinds[title.type] ?? title.type}
          {title.rating !== null && ` · ${title.rating.toLocaleString('fr-FR')}/5`}
          {title.is_featured && ` · ${texts.top.featured}`}
          {title.is_new && ` · ${texts.top.new}`}
        </span>
      </div>
      <span className="text-sm whitespace-nowrap">{texts.top.views(title.views_count)}</span>
    </li>
  );
}

/** The ten most watched, by tab: all (merged by views), films, series, animes. */
export function TopTitles() {
  const baseId = useId();
  const [tab, setTab] = useState<TopTab>('all');
  const top = useTopTitles(tab);

  return (
    <AnalyticsPanel title={texts.top.title}>
      <div role="tablist" aria-label={texts.top.tabsLabel} className="flex flex-wrap gap-2">
        {TOP_TABS.map((value) => (
          <button
            key={value}
            type="button"
            role="tab"
            id={`${baseId}-tab-${value}`}
            aria-selected={tab === value}
            aria-controls={`${baseId}-panel`}
            onClick={() => setTab(value)}
            className={`rounded-md px-3 py-1.5 text-sm ${tab === value ? 'bg-red-600 text-white' : 'border border-neutral-700 hover:bg-neutral-800'}`}
          >
            {texts.top.tabs[value]}
          </button>
        ))}
      </div>
      <div id={`${baseId}-panel`} role="tabpanel" aria-labelledby={`${baseId}-tab-${tab}`}>
        {top.isPending ? (
          <Spinner label={texts.loading} />
        ) : top.isError ? (
          <FormMessage tone="error">{texts.errors.top}</FormMessage>
        ) : top.data.length === 0 ? (
          <p className="text-neutral-400">{texts.empty}</p>
        ) : (
          <ol aria-label={texts.top.listLabel(texts.top.tabs[tab])} className="flex flex-col gap-2">
            {top.data.map((title, index) => (
              <TopRow key={`${title.type}-${title.id}`} title={title} rank={index + 1} />
            ))}
          </ol>
        )}
      </div>
    </AnalyticsPanel>
  );
}
