import { Carousel } from '@/features/catalogue/components/carousel';
import { TitleCard } from '@/features/catalogue/components/title-card';
import { Spinner } from '@/components/ui/spinner';
import { useHome } from '@/features/catalogue/api/get-home';
import { catalogueTexts as texts } from '@/features/catalogue/texts';
import { readErrorText } from '@/features/catalogue/utils/errors';
import type { MovieRow, SeriesRow } from '@/types/api';

/** Cards of the first carousel in view on a wide screen: their posters are the page's
 * largest paint, so they load at once instead of lazily. */
const EAGER_CARDS = 6;

/** Carousels in view on arrival (a phone shows the first two); the others are deferred. */
const ROWS_IN_VIEW = 2;

type Row =
  | { key: string; title: string; kind: 'movie'; items: MovieRow[] }
  | { key: string; title: string; kind: 'series'; items: SeriesRow[] };

/** /home: the seven carousels of the spec; empty ones are left out. */
export function HomeCarousels() {
  const homeQuery = useHome();

  if (homeQuery.isPending) return <CarouselsPlaceholder />;
  if (homeQuery.isError) {
    return (
      <p role="alert" className="text-red-400">
        {readErrorText(homeQuery.error, texts.genericError)}
      </p>
    );
  }

  const home = homeQuery.data;
  const rows: Row[] = [
    { key: 'fm', title: texts.home.featuredMovies, kind: 'movie', items: home.featured_movies },
    { key: 'fs', title: texts.home.featuredSeries, kind: 'series', items: home.featured_series },
    { key: 'tm', title: texts.home.topMovies, kind: 'movie', items: home.top_movies },
    { key: 'ts', title: texts.home.topSeries, kind: 'series', items: home.top_series },
    { key: 'ta', title: texts.home.topAnimes, kind: 'series', items: home.top_animes },
    { key: 'nm', title: texts.home.newestMovies, kind: 'movie', items: home.newest_movies },
    { key: 'ns', title: texts.home.newestSeries, kind: 'series', items: home.newest_series },
  ];
  const shown = rows.filter((row) => row.items.length > 0);

  if (shown.length === 0) return <p className="text-neutral-400">{texts.home.empty}</p>;

  return (
    <div className="flex flex-col gap-10">
      {shown.map((row, rowIndex) => {
        const eager = (index: number) => rowIndex === 0 && index < EAGER_CARDS;
        return (
          <Carousel
            key={row.key}
            title={row.title}
            size={row.key === 'fm' || row.key === 'fs' ? 'large' : 'normal'}
            deferred={rowIndex >= ROWS_IN_VIEW}
          >
            {row.kind === 'movie'
              ? row.items.map((movie, index) => (
                  <TitleCard key={movie.id} kind="movie" title={movie} eager={eager(index)} />
                ))
              : row.items.map((series, index) => (
                  <TitleCard key={series.id} kind="series" title={series} eager={eager(index)} />
                ))}
          </Carousel>
        );
      })}
    </div>
  );
}

/**
 * While the carousels load: rows of the same height as the real ones, so that the
 * page does not jump when they arrive (cumulative layout shift under 0.1).
 */
function CarouselsPlaceholder() {
  return (
    <div className="flex flex-col gap-10" aria-busy="true">
      <Spinner className="sr-only" />
      {[0, 1, 2].map((row) => (
        <div key={row} className="flex flex-col gap-3" aria-hidden="true">
          <div className="h-8 w-48 rounded bg-neutral-900" />
          <div className="flex gap-4 overflow-hidden pb-2 [--per-view:2] sm:[--per-view:3] md:[--per-view:4] lg:[--per-view:6]">
            {Array.from({ length: 6 }, (_, card) => (
              <div
                key={card}
                className="aspect-[2/3] shrink-0 basis-[calc((100%-(var(--per-view)-1)*1rem)/var(--per-view))] rounded-md bg-neutral-900"
              />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
