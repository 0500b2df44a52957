import { Link } from 'react-router-dom';

import { routeTexts } from '@/app/routes/texts';
import { paths } from '@/config/paths';

const { home } = routeTexts;

/** /home: a welcome page until the carousels arrive. */
export function HomeRoute() {
  return (
    <section className="flex flex-col items-start gap-6 py-12">
      <title>{routeTexts.pageTitle(home.title)}</title>
      <h1 className="text-4xl font-black sm:text-5xl">{home.heading}</h1>
      <p className="max-w-2xl text-lg text-neutral-300">{home.intro}</p>
      <div className="flex flex-wrap gap-3">
        <Link
          to={paths.films.getHref()}
          className="rounded-md bg-red-600 px-5 py-2.5 font-semibold text-white hover:bg-red-500"
        >
          {home.films}
        </Link>
        <Link
          to={paths.series.getHref()}
          className="rounded-md border border-neutral-700 px-5 py-2.5 font-semibold hover:bg-neutral-800"
        >
          {home.series}
        </Link>
      </div>
    </section>
  );
}
