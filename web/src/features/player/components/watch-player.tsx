import { useState } from 'react';
import { useLocation } from 'react-router-dom';

import { Spinner } from '@/components/ui/spinner';
import { useEmbedHosts } from '@/features/player/api/get-player-config';
import { SourcePlayer } from '@/features/player/components/source-player';
import { TrailerButton } from '@/features/player/components/trailer-button';
import { VersionSwitch } from '@/features/player/components/version-switch';
import { useWatchProgress } from '@/features/player/hooks/use-watch-progress';
import type { EmbedHost } from '@/features/player/utils/embed-hosts';
import { isResumeIntentFor } from '@/features/player/utils/resume';
import { type Version, initialVersion, pickSource } from '@/features/player/utils/sources';
import type { WatchPlayerProps } from '@/types/watch';

/**
 * A watch page's player (docs/product.md, member side §2, §4): the chosen version's source or the trailer, the
 * version switch, the trailer button, the history's resume point and saves, the next
 * episode's countdown. The version chosen stays when the episode changes. Until the embed
 * allow-list is known, whether a source is framed cannot be decided: a spinner holds its
 * place.
 */
export function WatchPlayer(props: WatchPlayerProps) {
  const embedHosts = useEmbedHosts();
  if (!embedHosts) {
    return (
      <div className="flex aspect-video w-full items-center justify-center rounded-lg bg-black">
        <Spinner />
      </div>
    );
  }
  return <WatchPlayerWith embedHosts={embedHosts} {...props} />;
}

function WatchPlayerWith(props: WatchPlayerProps & { embedHosts: readonly EmbedHost[] }) {
  const { title, sources, trailer, poster, content, autoPlay, onEnded, upNext, children } = props;
  const [version, setVersion] = useState<Version>(() => initialVersion(sources));
  const source = pickSource(sources, version, trailer, props.embedHosts);
  // A trailer playing in place of a missing version is not the title: no history.
  const watched = source && !source.trailer ? content : null;
  const progress = useWatchProgress(watched);
  // Opened from its "Reprendre" card: that film or episode resumes at once.
  const location = useLocation();
  const resumeOnLoad = isResumeIntentFor(location.state, watched?.id);

  return (
    <div className="flex flex-col gap-3">
      <SourcePlayer
        source={source}
        title={title}
        poster={poster}
        autoPlay={autoPlay}
        serverPosition={progress.position}
        resumeOnLoad={resumeOnLoad}
        onReport={progress.report}
        onEnded={onEnded}
        upNext={upNext}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <VersionSwitch sources={sources} value={version} onChange={setVersion} />
          <TrailerButton trailer={trailer} title={title} embedHosts={props.embedHosts} />
        </div>
        {children}
      </div>
    </div>
  );
}
