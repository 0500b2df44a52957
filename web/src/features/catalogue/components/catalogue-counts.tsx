import { useCatalogueStats } from '@/features/catalogue/api/get-stats';
import { catalogueTexts } from '@/features/catalogue/texts';

const t = catalogueTexts.lists;

/** The header's counts: 'N films · M séries' (nothing while loading or on failure). */
export function CatalogueCounts() {
  const stats = useCatalogueStats();
  if (!stats.isSuccess) return null;
  return (
    <p className="text-xs text-neutral-300">
      {`${t.movieCount(stats.data.movies)} · ${t.seriesCount(stats.data.series)}`}
    </p>
  );
}
