import { Link } from 'react-router-dom';

import { routeTexts } from '@/app/routes/texts';
import { paths } from '@/config/paths';

const { notFound } = routeTexts;

/** Any unknown route. */
export function NotFoundRoute() {
  return (
    <section className="flex flex-col items-center gap-4 py-20 text-center">
      <title>{routeTexts.pageTitle(notFound.title)}</title>
      <p className="text-6xl font-black text-red-600">404</p>
      <h1 className="text-3xl font-bold">{notFound.title}</h1>
      <p className="text-neutral-400">{notFound.message}</p>
      <Link to={paths.home.getHref()} className="text-red-400 hover:text-red-300">
        {notFound.backHome}
      </Link>
    </section>
  );
}
