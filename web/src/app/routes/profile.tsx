import { Navigate } from 'react-router-dom';

import { paths } from '@/config/paths';
import { Profile } from '@/features/account/components/profile';
import { useSession } from '@/features/auth/api/get-session';

/** /profile: the signed-in member's page (a visitor of a public catalogue goes to sign in). */
export function ProfileRoute() {
  const { session } = useSession();
  if (!session?.user) return <Navigate to={paths.login.getHref()} replace />;
  return <Profile user={session.user} />;
}
