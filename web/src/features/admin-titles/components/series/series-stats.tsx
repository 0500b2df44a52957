import { useSeriesStats } from '@/features/admin-titles/api/get-title-stats';
import type { SeriesKind } from '@/features/admin-titles/api/keys';
import { StatCards, type StatCard } from '@/features/admin-titles/components/shared/stat-cards';
import { seriesKindTexts, seriesStatsTexts as t } from '@/features/admin-titles/texts';

/**
 * The stat cards: series show total, featured, new, ongoing, episodes and views; the
 * anime screen shows total animes, featured, new and total episodes (docs/product.md, admin area §2).
 */
export function SeriesStats({ kind }: { kind: SeriesKind }) {
  const query = useSeriesStats(kind);
  const data = query.data;
  const cards: StatCard[] = [
    { label: t.total[kind], value: data?.total, accent: 'text-white' },
    { label: t.featured, value: data?.featured, accent: 'text-amber-400' },
    { label: t.new, value: data?.new, accent: 'text-green-400' },
    ...(kind === 'series'
      ? [{ label: t.ongoing, value: data?.ongoing, accent: 'text-sky-400' }]
      : []),
    { label: t.episodes, value: data?.episodes, accent: 'text-purple-400' },
    ...(kind === 'series' ? [{ label: t.views, value: data?.views, accent: 'text-red-400' }] : []),
  ];
  return (
    <StatCards label={seriesKindTexts[kind].statsLabel} cards={cards} isError={query.isError} />
  );
}
