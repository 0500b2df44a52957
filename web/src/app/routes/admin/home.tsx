import { Tags, Users } from 'lucide-react';
import { Link } from 'react-router-dom';

import { routeTexts } from '@/app/routes/texts';
import { paths } from '@/config/paths';

const { admin } = routeTexts;

/** The admin screens built so far, as cards (the spec's admin home links to each). */
const sections = [
  { to: paths.admin.genres.getHref(), icon: Tags, ...admin.sections.genres },
  { to: paths.admin.users.getHref(), icon: Users, ...admin.sections.users },
];

/** /admin: where the Admin button leads; the way to every admin screen. */
export function AdminHomeRoute() {
  return (
    <main className="min-h-screen bg-neutral-950 text-neutral-100">
      <title>{routeTexts.pageTitle(admin.title)}</title>
      <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8">
        <Link to={paths.home.getHref()} className="text-sm text-neutral-400 hover:text-white">
          {admin.backToSite}
        </Link>
        <h1 className="text-3xl font-bold">{admin.title}</h1>
        <p className="text-neutral-400">{admin.intro}</p>
        <nav aria-label={admin.navLabel}>
          <ul className="grid gap-4 sm:grid-cols-2">
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
      </div>
    </main>
  );
}
