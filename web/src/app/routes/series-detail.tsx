import { useParams } from 'react-router-dom';

import { useSession } from '@/features/auth/api/get-session';
import { SeriesWatch } from '@/features/catalogue/components/series-watch';
import { FavouriteButton } from '@/features/favourites/components/favourite-button';

/** /series/:id, with the favourite button for a signed-in member. */
export function SeriesDetailRoute() {
  const { id = '' } = useParams();
  const { session } = useSession();
  const signedIn = Boolean(session?.user);
  return (
    <SeriesWatch
      key={id}
      id={id}
      actions={(target) =>
        signedIn ? <FavouriteButton kind={target.kind} id={target.id} /> : null
      }
    />
  );
}
