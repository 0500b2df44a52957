import { Navigate } from 'react-router-dom';

import { paths } from '@/config/paths';
import { Profile } from '@/features/account/components/profile';
import { useSession } from '@/features/auth/api/get-session';
import { HistorySection } from '@/features/player/components/history-section';

/** /profile: the signed-in member's page, with their history from the player's feature (a visitor of a public catalogue goes to sign in). */
export function ProfileRoute() {
  const { session } = useSession();
  if (!session?.user) return <Navigate to={paths.login.getHref()} replace />;
  return (
    <Profile
      user={session.user}
      sections={
        <div className="rounded-lg border border-neutral-800 bg-neutral-900 p-6">
          <HistorySection />
        </div>
      }
    />
  );
}
