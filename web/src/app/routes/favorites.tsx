import { useSession } from '@/features/auth/api/get-session';
import { FavouritesPage } from '@/features/favourites/components/favourites-page';

/** /favorites: the member's favourites, or a prompt to sign in. */
export function FavoritesRoute() {
  const { session } = useSession();
  return <FavouritesPage signedIn={Boolean(session?.user)} />;
}
