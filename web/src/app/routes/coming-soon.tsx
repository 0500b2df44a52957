import { Sparkles } from 'lucide-react';
import { Link } from 'react-router-dom';

import { routeTexts } from '@/app/routes/texts';
import { paths } from '@/config/paths';

const t = routeTexts.comingSoon;

/** A planned section (docs/product.md, member side §2 "Spectacles and Documentaires"): a placeholder, no content. */
function ComingSoon({ section }: { section: string }) {
  return (
    <section className="flex flex-col items-center gap-4 py-20 text-center">
      <title>{routeTexts.pageTitle(section)}</title>
      <Sparkles aria-hidden="true" className="size-12 text-red-500" />
      <h1 className="text-4xl font-black">{section}</h1>
      <p className="text-2xl font-bold">{t.heading}</p>
      <p className="max-w-xl text-neutral-300">{t.message(section.toLowerCase())}</p>
      <div className="flex gap-4">
        <Link to={paths.films.getHref()} className="text-red-400 underline hover:text-red-300">
          {t.films}
        </Link>
        <Link to={paths.series.getHref()} className="text-red-400 underline hover:text-red-300">
          {t.series}
        </Link>
      </div>
    </section>
  );
}

/** /spectacles */
export function SpectaclesRoute() {
  return <ComingSoon section={t.spectacles} />;
}

/** /documentaires */
export function DocumentairesRoute() {
  return <ComingSoon section={t.documentaires} />;
}
