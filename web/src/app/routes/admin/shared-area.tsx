import type { ReactNode } from 'react';

import {
  AdminHomeLinkContext,
  adminHomeLink,
  analystHomeLink,
} from '@/components/layouts/admin-home-link';
import { useSession } from '@/features/auth/api/get-session';

/**
 * The screens admins and analysts share: their way back leads an analyst to the
 * analyst's home, never to the admin home that would answer "Accès refusé".
 */
export function SharedAdminArea({ children }: { children: ReactNode }) {
  const { session } = useSession();
  const user = session?.user;
  const link = user && !user.is_admin && user.is_analyst ? analystHomeLink : adminHomeLink;
  return <AdminHomeLinkContext.Provider value={link}>{children}</AdminHomeLinkContext.Provider>;
}
