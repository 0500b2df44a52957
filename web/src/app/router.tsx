import { createBrowserRouter, type RouteObject } from 'react-router-dom';

import { AppRoot } from '@/app/routes/app-root';
import { RouteError } from '@/app/routes/route-error';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';

/**
 * Every route of the app. Pages load lazily (one chunk each); the member pages share
 * the header and footer of `AppRoot`.
 */
export function createAppRoutes(): RouteObject[] {
  return [
    {
      errorElement: <RouteError />,
      hydrateFallbackElement: <PageSpinner />,
      children: [
        {
          path: paths.login.path,
          lazy: () => import('@/app/routes/login').then((m) => ({ Component: m.LoginRoute })),
        },
        {
          path: paths.admin.genres.path,
          lazy: () =>
            import('@/app/routes/admin/genres').then((m) => ({ Component: m.AdminGenresRoute })),
        },
        {
          element: <AppRoot />,
          children: [
            {
              path: paths.home.path,
              lazy: () => import('@/app/routes/home').then((m) => ({ Component: m.HomeRoute })),
            },
            {
              path: paths.genre.path,
              lazy: () => import('@/app/routes/genre').then((m) => ({ Component: m.GenreRoute })),
            },
            {
              path: paths.films.path,
              lazy: () => import('@/app/routes/films').then((m) => ({ Component: m.FilmsRoute })),
            },
            {
              path: paths.series.path,
              lazy: () =>
                import('@/app/routes/series').then((m) => ({ Component: m.SeriesListRoute })),
            },
            {
              path: paths.movie.path,
              lazy: () => import('@/app/routes/movie').then((m) => ({ Component: m.MovieRoute })),
            },
            {
              path: paths.seriesDetail.path,
              lazy: () =>
                import('@/app/routes/series-detail').then((m) => ({
                  Component: m.SeriesDetailRoute,
                })),
            },
            {
              path: paths.search.path,
              lazy: () => import('@/app/routes/search').then((m) => ({ Component: m.SearchRoute })),
            },
            {
              path: paths.notFound.path,
              lazy: () =>
                import('@/app/routes/not-found').then((m) => ({ Component: m.NotFoundRoute })),
            },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(createAppRoutes());
}
