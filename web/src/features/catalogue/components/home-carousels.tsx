import { Carousel } from '@/features/catalogue/components/carousel';
import { TitleCard } from '@/features/catalogue/components/title-card';
import { PageSpinner } from '@/components/ui/spinner';
import { useHome } from '@/features/catalogue/api/get-home';
import { catalogueTexts as texts } from '@/features/catalogue/texts';
import { readErrorText } from '@/features/catalogue/utils/errors';
import type { MovieRow, SeriesRow } from '@/types/api';

type Row =
  | { key: string; title: string; kind: 'movie'; items: MovieRow[] }
  | { key: string; title: string; kind: 'series'; items: SeriesRow[] };

/** /home: the seven carousels of the spec; empty ones are left out. */
export function HomeCarousels() {
  const homeQuery = useHome();

  if (homeQuery.isPending) return <PageSpinner />;
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
      {shown.map((row) => (
        <Carousel key={row.key} title={row.title}>
          {row.kind === 'movie'
            ? row.items.map((movie) => <TitleCard key={movie.id} kind="movie" title={movie} />)
            : row.items.map((series) => <TitleCard key={series.id} kind="series" title={series} />)}
        </Carousel>
      ))}
    </div>
  );
}
