import { useParams } from 'react-router-dom';

import { useSession } from '@/features/auth/api/get-session';
import { MovieDetail } from '@/features/catalogue/components/movie-detail';
import { FavouriteButton } from '@/features/favourites/components/favourite-button';

/** /movie/:id, with the favourite button for a signed-in member. */
export function MovieRoute() {
  const { id = '' } = useParams();
  const { session } = useSession();
  const signedIn = Boolean(session?.user);
  return (
    <MovieDetail
      key={id}
      id={id}
      actions={(target) =>
        signedIn ? <FavouriteButton kind={target.kind} id={target.id} /> : null
      }
    />
  );
}
