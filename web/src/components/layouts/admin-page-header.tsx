import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import { layoutTexts } from '@/components/layouts/texts';

type AdminPageHeaderProps = {
  title: string;
  subtitle: string;
  /** The way back to /admin; analysts, who have no admin home, go without it. */
  back?: boolean;
  /** The screen's main action, beside the title. */
  action?: ReactNode;
};

/** The top of every admin screen: the way back, the title, what the screen is for. */
export function AdminPageHeader({ title, subtitle, back = true, action }: AdminPageHeaderProps) {
  const heading = <h1 className="text-3xl font-bold">{title}</h1>;
  return (
    <div className="flex flex-col gap-2">
      {back && (
        <Link to={paths.admin.root.getHref()} className="text-sm text-neutral-400 hover:text-white">
          {layoutTexts.backToAdmin}
        </Link>
      )}
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
