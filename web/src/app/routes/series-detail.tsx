import { useParams, useSearchParams } from 'react-router-dom';

import { useSession } from '@/features/auth/api/get-session';
import { SeriesWatch } from '@/features/catalogue/components/series-watch';
import { FavouriteButton } from '@/features/favourites/components/favourite-button';
import { useWatchedEpisodes } from '@/features/player/api/progress';
import { WatchPlayer } from '@/features/player/components/watch-player';
import { MyReports } from '@/features/reports/components/my-reports';
import { ReportButton } from '@/features/reports/components/report-button';

/**
 * /series/:id, `?episode=` opening it on that episode (continue watching); the
 * favourite button for a signed-in member and the report button.
 */
export function SeriesDetailRoute() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const watched = useWatchedEpisodes(id);
  const { session } = useSession();
  const signedIn = Boolean(session?.user);
  return (
    <SeriesWatch
      key={id}
      id={id}
      initialEpisodeId={search.get('episode') ?? undefined}
      watchedEpisodes={watched.data}
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
