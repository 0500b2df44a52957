import { useParams } from 'react-router-dom';

import { useSession } from '@/features/auth/api/get-session';
import { MovieDetail } from '@/features/catalogue/components/movie-detail';
import { FavouriteButton } from '@/features/favourites/components/favourite-button';
import { WatchPlayer } from '@/features/player/components/watch-player';
import { MyReports } from '@/features/reports/components/my-reports';
import { ReportButton } from '@/features/reports/components/report-button';

/** /movie/:id: the player, and the favourite button for a signed-in member and the report button. */
export function MovieRoute() {
  const { id = '' } = useParams();
  const { session } = useSession();
  const signedIn = Boolean(session?.user);
  return (
    <MovieDetail
      key={id}
      id={id}
      player={(props) => <WatchPlayer {...props} />}
      actions={(target) => (
        <>
          {signedIn && <FavouriteButton kind={target.kind} id={target.id} />}
          <ReportButton target={target} signedIn={signedIn} />
          <MyReports contentId={target.id} signedIn={signedIn} />
        </>
      )}
    />
  );
}
