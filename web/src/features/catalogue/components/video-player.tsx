import { catalogueTexts as texts } from '@/features/catalogue/texts';
import { isVideoFile } from '@/features/catalogue/utils/format';

type VideoPlayerProps = {
  /** A playable address (already checked), or null when there is nothing to play. */
  src: string | null;
  title: string;
  poster?: string | null;
};

/** A <video> for direct files, an <iframe> for other hosts, a message when none. */
export function VideoPlayer({ src, title, poster }: VideoPlayerProps) {
  const frame = 'aspect-video w-full overflow-hidden rounded-lg bg-black';

  if (!src) {
    return (
      <div className={`${frame} flex items-center justify-center text-neutral-400`}>
        {texts.movie.noVideo}
      </div>
    );
  }

  if (isVideoFile(src)) {
    return (
      <video
        key={src}
        src={src}
        poster={poster ?? undefined}
        controls
        playsInline
        preload="metadata"
        aria-label={`${texts.movie.player} : ${title}`}
        className={frame}
      />
    );
  }

  return (
    <iframe
      key={src}
      src={src}
      title={`${texts.movie.player} : ${title}`}
      allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
      allowFullScreen
      referrerPolicy="no-referrer"
      className={frame}
    />
  );
}
