import { createContext, useContext } from 'react';

import { layoutTexts } from '@/components/layouts/texts';
import { paths } from '@/config/paths';

/** Where an admin screen's way back leads, and what it says. */
export type AdminHomeLink = { href: string; label: string };

/** An administrator's way back: the admin home. */
export const adminHomeLink: AdminHomeLink = {
  href: paths.admin.root.getHref(),
  label: layoutTexts.backToAdmin,
};

/** An analyst's way back: their own home (the admin home would refuse them). */
export const analystHomeLink: AdminHomeLink = {
  href: paths.admin.analyst.getHref(),
  label: layoutTexts.backToAnalyst,
};

/**
 * The way back of the screens shared by admins and analysts (audit, analytics,
 * projections), set by the app for the signed-in role; shared code reads no session.
 */
export const AdminHomeLinkContext = createContext<AdminHomeLink>(adminHomeLink);

export function useAdminHomeLink(): AdminHomeLink {
  return useContext(AdminHomeLinkContext);
}
