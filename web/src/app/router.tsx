import { createBrowserRouter, type RouteObject } from 'react-router-dom';

import { AdminHistory } from '@/app/routes/admin/admin-history';
import { SharedAdminArea } from '@/app/routes/admin/shared-area';
import { AppRoot } from '@/app/routes/app-root';
import { RouteError } from '@/app/routes/route-error';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { AdminGate } from '@/features/auth/components/admin-gate';
import { MemberGate } from '@/features/auth/components/member-gate';

/**
 * Every route of the app. Pages load lazily (one chunk each). The public pages stand
 * alone; the member pages sit behind `MemberGate` (ban screen, visitor redirect) and
 * share the header and footer of `AppRoot`; the admin pages sit behind `AdminGate`
 * (the pages an analyst reads too, behind `AdminGate allowAnalyst`).
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
          path: paths.register.path,
          lazy: () => import('@/app/routes/register').then((m) => ({ Component: m.RegisterRoute })),
        },
        {
          path: paths.forgotPassword.path,
          lazy: () =>
            import('@/app/routes/forgot-password').then((m) => ({
              Component: m.ForgotPasswordRoute,
            })),
        },
        {
          path: paths.resetPassword.path,
          lazy: () =>
            import('@/app/routes/reset-password').then((m) => ({
              Component: m.ResetPasswordRoute,
            })),
        },
        {
          path: paths.confirmEmail.path,
          lazy: () =>
            import('@/app/routes/confirm-email').then((m) => ({
              Component: m.ConfirmEmailRoute,
            })),
        },
        {
          element: (
            <AdminHistory>
              <AdminGate />
            </AdminHistory>
          ),
          children: [
            {
              path: paths.admin.root.path,
              lazy: () =>
                import('@/app/routes/admin/home').then((m) => ({ Component: m.AdminHomeRoute })),
            },
            {
              path: paths.admin.genres.path,
              lazy: () =>
                import('@/app/routes/admin/genres').then((m) => ({
                  Component: m.AdminGenresRoute,
                })),
            },
            {
              path: paths.admin.series.path,
              lazy: () =>
                import('@/app/routes/admin/series').then((m) => ({
                  Component: m.AdminSeriesRoute,
                })),
            },
            {
              path: paths.admin.animes.path,
              lazy: () =>
                import('@/app/routes/admin/animes').then((m) => ({
                  Component: m.AdminAnimesRoute,
                })),
            },
            {
              path: paths.admin.users.path,
              lazy: () =>
                import('@/app/routes/admin/users').then((m) => ({ Component: m.AdminUsersRoute })),
            },
            {
              path: paths.admin.reports.path,
              lazy: () =>
                import('@/app/routes/admin/reports').then((m) => ({
                  Component: m.AdminReportsRoute,
                })),
            },
            {
              path: paths.admin.appeals.path,
              lazy: () =>
                import('@/app/routes/admin/appeals').then((m) => ({
                  Component: m.AdminAppealsRoute,
                })),
            },
            {
              path: paths.admin.contentRequests.path,
              lazy: () =>
                import('@/app/routes/admin/content-requests').then((m) => ({
                  Component: m.AdminContentRequestsRoute,
                })),
            },
            {
              path: paths.admin.popup.path,
              lazy: () =>
                import('@/app/routes/admin/popup').then((m) => ({ Component: m.AdminPopupRoute })),
            },
            {
              path: paths.admin.mail.path,
              lazy: () =>
                import('@/app/routes/admin/mail').then((m) => ({ Component: m.AdminMailRoute })),
            },
          ],
        },
        {
          element: (
            <SharedAdminArea>
              <AdminGate allowAnalyst />
            </SharedAdminArea>
          ),
          children: [
            {
              path: paths.admin.analyst.path,
              lazy: () =>
                import('@/app/routes/admin/analyst-home').then((m) => ({
                  Component: m.AnalystHomeRoute,
                })),
            },
            {
              path: paths.admin.projections.path,
              lazy: () =>
                import('@/app/routes/admin/projections').then((m) => ({
                  Component: m.AdminProjectionsRoute,
                })),
            },
            {
              path: paths.admin.analytics.path,
              lazy: () =>
                import('@/app/routes/admin/analytics').then((m) => ({
                  Component: m.AdminAnalyticsRoute,
                })),
            },
            {
              path: paths.admin.audit.path,
              lazy: () =>
                import('@/app/routes/admin/audit').then((m) => ({ Component: m.AdminAuditRoute })),
            },
          ],
        },
        {
          element: <MemberGate />,
          children: [
            {
              element: <AppRoot />,
              children: [
                {
                  path: paths.home.path,
                  lazy: () => import('@/app/routes/home').then((m) => ({ Component: m.HomeRoute })),
                },
                {
                  path: paths.genre.path,
                  lazy: () =>
                    import('@/app/routes/genre').then((m) => ({ Component: m.GenreRoute })),
                },
                {
                  path: paths.films.path,
                  lazy: () =>
                    import('@/app/routes/films').then((m) => ({ Component: m.FilmsRoute })),
                },
                {
                  path: paths.series.path,
                  lazy: () =>
                    import('@/app/routes/series').then((m) => ({ Component: m.SeriesListRoute })),
                },
                {
                  path: paths.movie.path,
                  lazy: () =>
                    import('@/app/routes/movie').then((m) => ({ Component: m.MovieRoute })),
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
                  lazy: () =>
                    import('@/app/routes/search').then((m) => ({ Component: m.SearchRoute })),
                },
                {
                  path: paths.animes.path,
                  lazy: () =>
                    import('@/app/routes/animes').then((m) => ({ Component: m.AnimesRoute })),
                },
                {
                  path: paths.spectacles.path,
                  lazy: () =>
                    import('@/app/routes/coming-soon').then((m) => ({
                      Component: m.SpectaclesRoute,
                    })),
                },
                {
                  path: paths.documentaires.path,
                  lazy: () =>
                    import('@/app/routes/coming-soon').then((m) => ({
                      Component: m.DocumentairesRoute,
                    })),
                },
                {
                  path: paths.donation.path,
                  lazy: () =>
                    import('@/app/routes/donation').then((m) => ({ Component: m.DonationRoute })),
                },
                {
                  path: paths.contact.path,
                  lazy: () =>
                    import('@/app/routes/contact').then((m) => ({ Component: m.ContactRoute })),
                },
                {
                  path: paths.faq.path,
                  lazy: () => import('@/app/routes/faq').then((m) => ({ Component: m.FaqRoute })),
                },
                {
                  path: paths.profile.path,
                  lazy: () =>
                    import('@/app/routes/profile').then((m) => ({ Component: m.ProfileRoute })),
                },
                {
                  path: paths.favorites.path,
                  lazy: () =>
                    import('@/app/routes/favorites').then((m) => ({
                      Component: m.FavoritesRoute,
                    })),
                },
                {
                  path: paths.requestContent.path,
                  lazy: () =>
                    import('@/app/routes/request-content').then((m) => ({
                      Component: m.RequestContentRoute,
                    })),
                },
                {
                  // Member routes not built yet land here, behind the same gate.
                  path: paths.notFound.path,
                  lazy: () =>
                    import('@/app/routes/not-found').then((m) => ({ Component: m.NotFoundRoute })),
                },
              ],
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
