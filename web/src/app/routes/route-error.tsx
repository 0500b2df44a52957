import { Link, useRouteError } from 'react-router-dom';

import { routeTexts } from '@/app/routes/texts';
import { paths } from '@/config/paths';

const { error: texts } = routeTexts;

/** Shown when rendering or loading a route throws. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);

  return (
    <main
      role="alert"
      className="flex min-h-screen flex-col items-center justify-center gap-4 bg-neutral-950 px-4 text-center text-neutral-100"
    >
      <title>{routeTexts.pageTitle(texts.title)}</title>
      <h1 className="text-3xl font-bold">{texts.title}</h1>
      <div className="flex gap-4">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-md bg-red-600 px-4 py-2 font-semibold text-white hover:bg-red-700"
        >
          {texts.reload}
        </button>
        <Link to={paths.home.getHref()} className="px-4 py-2 text-red-400 hover:text-red-300">
          {texts.backHome}
        </Link>
      </div>
    </main>
  );
}
