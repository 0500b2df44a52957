import { useCallback, useEffect, useId, useRef, useState } from 'react';

import { NextEpisodeCountdown } from '@/features/player/components/next-episode-countdown';
import { PlayerControls } from '@/features/player/components/player-controls';
import { PlayerOverlay } from '@/features/player/components/player-overlay';
import { useCast } from '@/features/player/hooks/use-cast';
import { useControlsVisibility } from '@/features/player/hooks/use-controls-visibility';
import { useDoubleTap } from '@/features/player/hooks/use-double-tap';
import { useIsMobile } from '@/features/player/hooks/use-is-mobile';
import { useMediaValues } from '@/features/player/hooks/use-media-values';
import { usePlayback } from '@/features/player/hooks/use-playback';
import { type ProgressReport, useProgress } from '@/features/player/hooks/use-progress';
import { playerTexts as t } from '@/features/player/texts';
import { errorMessage } from '@/features/player/utils/errors';
import { SHORTCUT_KEYS, controlOwnsKey, runShortcut } from '@/features/player/utils/keyboard';
import {
  STEP,
  seekBy,
  seekTo,
  setRate,
  setVolume,
  toggleFullscreen,
  toggleMute,
} from '@/features/player/utils/media-actions';
import type { Source } from '@/features/player/utils/sources';
import type { UpNext } from '@/types/watch';

export type PlayerProps = {
  /** A file or an HLS playlist (embeds are framed by `EmbedFrame`). */
  source: Source & { kind: 'file' | 'hls' };
  title: string;
  poster?: string | null;
  /** Start playing once loaded (the next episode after an auto-advance). */
  autoPlay?: boolean;
  serverPosition?: number | null;
  /**
   * Opened from a "Reprendre" card: a resumable point (utils/resume.ts) is played at
   * once, without the question.
   */
  resumeOnLoad?: boolean;
  onReport?: (report: ProgressReport) => void;
  onEnded?: () => void;
  /** The next episode's countdown, over the video. */
  upNext?: UpNext | null;
};

const frameClass =
  'group relative aspect-video w-full overflow-hidden rounded-lg bg-black focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-500';

/**
 * The video player of the spec: custom controls that hide while playing, the keyboard when
 * it has focus, double-tap on a phone, states with their messages and retries, casting,
 * local and server progress. Kept across episodes and versions: only the first source
 * gets the first-load retries.
 */
export function Player({
  source,
  title,
  poster,
  autoPlay,
  serverPosition,
  resumeOnLoad,
  onReport,
  onEnded,
  upNext,
}: PlayerProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const helpId = useId();
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [fullscreen, setFullscreen] = useState(false);
  const mobile = useIsMobile();
  const { state, error, play, retry } = usePlayback(video, source);
  const values = useMediaValues(video);
  const playing = state === 'playing' || state === 'buffering';
  const controls = useControlsVisibility(playing);
  const cast = useCast(source.url);
  const { resumeAt, dismissResume } = useProgress({
    video,
    url: source.url,
    serverPosition,
    onReport,
    onEnded,
  });

  const togglePlay = useCallback(() => {
    if (!video) return;
    dismissResume();
    if (video.paused || video.ended) void play(true);
    else video.pause();
  }, [video, play, dismissResume]);

  const resumeFrom = useCallback(
    (from: number, byMember: boolean) => {
      if (video) seekTo(video, from);
      dismissResume();
      void play(byMember);
    },
    [video, dismissResume, play],
  );

  // From a "Reprendre" card: once per address, as soon as the point is known. A blocked
  // autoplay is no error: the video waits at the point for the member.
  const resumedUrl = useRef<string | null>(null);
  useEffect(() => {
    if (!resumeOnLoad || resumeAt === null || state !== 'ready') return;
    if (resumedUrl.current === source.url) return;
    resumedUrl.current = source.url;
    resumeFrom(resumeAt, false);
  }, [resumeOnLoad, resumeAt, state, source.url, resumeFrom]);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === frameRef.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  useEffect(() => {
    if (autoPlay && state === 'ready') void play(false);
  }, [autoPlay, state, play]);

  // The television plays it now: the page's copy stops.
  useEffect(() => {
    if (cast.state === 'connected') video?.pause();
  }, [cast.state, video]);

  // On a phone a tap shows the controls and a double tap seeks; a click plays or pauses.
  const onTap = useDoubleTap(
    controls.show,
    useCallback(
      (side: 'left' | 'right') => video && seekBy(video, side === 'left' ? -STEP.seek : STEP.seek),
      [video],
    ),
  );

  return (
    <div
      ref={frameRef}
      role="region"
      aria-label={`${t.player} : ${title}`}
      aria-describedby={helpId}
      aria-keyshortcuts={SHORTCUT_KEYS}
      tabIndex={0}
      data-state={state}
      data-mobile={mobile}
      className={`${frameClass} ${controls.visible ? '' : 'cursor-none'}`}
      onMouseMove={controls.show}
      onFocus={controls.show}
      onKeyDown={(event) => {
        if (!video || !frameRef.current || event.altKey || event.ctrlKey || event.metaKey) return;
        if (controlOwnsKey(event.target, event.key)) return;
        if (runShortcut(event.key, { video, frame: frameRef.current, togglePlay })) {
          event.preventDefault();
          controls.show();
        }
      }}
    >
      <p id={helpId} hidden>
        {t.shortcuts}
      </p>
      <video
        ref={setVideo}
        poster={poster ?? undefined}
        playsInline
        preload="metadata"
        className="h-full w-full"
        onClick={(event) => {
          if (!mobile) {
            togglePlay();
            return;
          }
          const box = event.currentTarget.getBoundingClientRect();
          onTap(event.clientX - box.left < box.width / 2 ? 'left' : 'right');
        }}
      />
      <PlayerOverlay
        state={state}
        error={error && errorMessage(error)}
        resumeAt={resumeAt}
        onRetry={retry}
        onResume={(from) => resumeFrom(from, true)}
      />
      {state !== 'error' && (
        <PlayerControls
          values={values}
          playing={playing}
          visible={controls.visible}
          mobile={mobile}
          fullscreen={fullscreen}
          cast={cast}
          onTogglePlay={togglePlay}
          onSeek={(seconds) => video && seekTo(video, seconds)}
          onSeekBy={(seconds) => video && seekBy(video, seconds)}
          onVolume={(volume) => video && setVolume(video, volume)}
          onToggleMute={() => video && toggleMute(video)}
          onRate={(rate) => video && setRate(video, rate)}
          onFullscreen={() => frameRef.current && toggleFullscreen(frameRef.current)}
        />
      )}
      {upNext && (
        <NextEpisodeCountdown
          key={upNext.label}
          upNext={upNext}
          onLeave={() => {
            if (frameRef.current?.contains(document.activeElement)) frameRef.current.focus();
          }}
        />
      )}
      {cast.message && (
        <p
          role="alert"
          className="absolute top-2 left-2 rounded bg-black/80 px-2 py-1 text-sm text-white"
        >
          {cast.message}
        </p>
      )}
    </div>
  );
}
