import { Navigate } from 'react-router-dom';

import { paths } from '@/config/paths';
import { useSession } from '@/features/auth/api/get-session';
import { RequestContent } from '@/features/requests/components/request-content';

/** /request-content: a member's page (a visitor of a public catalogue goes to sign in). */
export function RequestContentRoute() {
  const { session } = useSession();
  if (!session?.user) return <Navigate to={paths.login.getHref()} replace />;
  return <RequestContent />;
}
