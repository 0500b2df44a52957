import { ChartNoAxesColumn } from 'lucide-react';
import { Link } from 'react-router-dom';

import { routeTexts } from '@/app/routes/texts';
import { paths } from '@/config/paths';
import { AnalystCards } from '@/features/admin-dashboard/components/analyst-cards';

const { admin, analyst } = routeTexts;

/** /admin/analyse: the analyst's home, where the header's "Analyse" leads. */
export function AnalystHomeRoute() {
  return (
    <main className="min-h-screen bg-neutral-950 text-neutral-100">
      <title>{routeTexts.pageTitle(analyst.title)}</title>
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-8">
        <div className="flex flex-col gap-2">
          <Link to={paths.home.getHref()} className="text-sm text-neutral-400 hover:text-white">
            {admin.backToSite}
          </Link>
          <h1 className="flex items-center gap-3 text-3xl font-bold">
            <ChartNoAxesColumn aria-hidden="true" className="size-7 text-sky-400" />
            {analyst.title}
          </h1>
          <p className="max-w-3xl text-neutral-400">{analyst.intro}</p>
        </div>
        <AnalystCards />
      </div>
    </main>
  );
}
