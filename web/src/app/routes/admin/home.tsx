import { Clapperboard, Sparkles, Tags, Tv, Users } from 'lucide-react';
import { Link } from 'react-router-dom';

import { routeTexts } from '@/app/routes/texts';
import { paths } from '@/config/paths';
import { AdminMovies } from '@/features/admin-titles/components/movies/admin-movies';

const { admin } = routeTexts;

/** The admin screens built so far, as cards (the spec's admin home links to each). */
const sections = [
  { to: paths.admin.series.getHref(), icon: Tv, ...admin.sections.series },
  { to: paths.admin.animes.getHref(), icon: Sparkles, ...admin.sections.animes },
  { to: paths.admin.genres.getHref(), icon: Tags, ...admin.sections.genres },
  { to: paths.admin.users.getHref(), icon: Users, ...admin.sections.users },
];

/** /admin: the way to every admin screen, then the films screen. */
export function AdminHomeRoute() {
  return (
    <main className="min-h-screen bg-neutral-950 text-neutral-100">
      <title>{routeTexts.pageTitle(admin.title)}</title>
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-8">
        <div className="flex flex-col gap-2">
          <Link to={paths.home.getHref()} className="text-sm text-neutral-400 hover:text-white">
            {admin.backToSite}
          </Link>
          <h1 className="flex items-center gap-3 text-3xl font-bold">
            <Clapperboard aria-hidden="true" className="size-7 text-red-500" />
            {admin.title}
          </h1>
          <p className="text-neutral-400">{admin.intro}</p>
        </div>
        <nav aria-label={admin.navLabel}>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {sections.map(({ to, icon: Icon, title, description }) => (
              <li key={to}>
                <Link
                  to={to}
                  className="flex h-full flex-col gap-2 rounded-lg border border-neutral-800 bg-neutral-900 p-5 hover:border-red-600"
                >
                  <Icon aria-hidden="true" className="size-6 text-red-500" />
                  <span className="text-lg font-semibold">{title}</span>
                  <span className="text-sm text-neutral-400">{description}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <AdminMovies />
      </div>
    </main>
  );
}
