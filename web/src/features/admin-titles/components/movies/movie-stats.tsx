import { useMovieStats } from '@/features/admin-titles/api/get-title-stats';
import { StatCards } from '@/features/admin-titles/components/shared/stat-cards';
import { adminTitlesTexts as texts } from '@/features/admin-titles/texts';

const { stats } = texts.movies;

/** The films screen's counters: total, featured, new, views. */
export function MovieStats() {
  const query = useMovieStats();
  const data = query.data;
  return (
    <StatCards
      label={texts.movies.statsLabel}
      isError={query.isError}
      cards={[
        { label: stats.total, value: data?.total, accent: 'text-white' },
        { label: stats.featured, value: data?.featured, accent: 'text-amber-400' },
        { label: stats.new, value: data?.new, accent: 'text-green-400' },
        { label: stats.views, value: data?.views, accent: 'text-sky-400' },
      ]}
    />
  );
}
