import { Heart } from 'lucide-react';
import { Link } from 'react-router-dom';

import { layoutTexts } from '@/components/layouts/texts';
import { paths } from '@/config/paths';

/** The site footer: donation button, tagline, legal disclaimer and copyright (this year's, from the clock). */
export function Footer() {
  const { footer } = layoutTexts;

  return (
    <footer className="border-t border-neutral-800 bg-neutral-950">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 text-sm text-neutral-400">
        <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p>{footer.tagline}</p>
          <Link
            to={paths.donation.getHref()}
            className="inline-flex items-center gap-2 rounded-md bg-red-600 px-4 py-2 font-semibold text-white hover:bg-red-700"
          >
            <Heart aria-hidden="true" className="size-4" />
            {footer.donate}
          </Link>
        </div>
        <p className="text-xs leading-relaxed text-neutral-400">{footer.disclaimer}</p>
        <p className="text-xs text-neutral-400">{footer.copyright(new Date().getFullYear())}</p>
      </div>
    </footer>
  );
}
