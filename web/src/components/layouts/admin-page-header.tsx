import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { useAdminHomeLink } from '@/components/layouts/admin-home-link';

type AdminPageHeaderProps = {
  title: string;
  subtitle: string;
  /** The screen's main action, beside the title. */
  action?: ReactNode;
};

/**
 * The top of every admin screen: the way back (to the admin home, or to the analyst's
 * own on the screens they share), the title, what the screen is for.
 */
export function AdminPageHeader({ title, subtitle, action }: AdminPageHeaderProps) {
  const back = useAdminHomeLink();
  const heading = <h1 className="text-3xl font-bold">{title}</h1>;
  return (
    <div className="flex flex-col gap-2">
      <Link to={back.href} className="text-sm text-neutral-400 hover:text-white">
        {back.label}
      </Link>
      {action ? (
        <div className="flex flex-wrap items-center justify-between gap-4">
          {heading}
          {action}
        </div>
      ) : (
        heading
      )}
      <p className="text-neutral-400">{subtitle}</p>
    </div>
  );
}
