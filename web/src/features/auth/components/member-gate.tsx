import { Navigate, Outlet } from 'react-router-dom';

import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useSession } from '@/features/auth/api/get-session';
import { BanScreen } from '@/features/auth/components/ban-screen';
import { isBanInForce } from '@/features/auth/utils/ban-time';

/**
 * The access rule of the member pages (docs/product.md, member side §4): loading, then a banned member
 * sees only the ban screen, a visitor goes to the login page (unless the server serves
 * the catalogue to visitors), anyone else gets the page.
 */
export function MemberGate() {
  const { session, isPending } = useSession();

  if (isPending || !session) return <PageSpinner />;
  if (session.user && isBanInForce(session.ban, new Date())) return <BanScreen ban={session.ban} />;
  if (!session.user && !session.settings.public_catalogue) {
    return <Navigate to={paths.login.getHref()} replace />;
  }
  return <Outlet />;
}
