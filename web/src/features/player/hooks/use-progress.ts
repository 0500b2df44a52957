import { useCallback, useEffect, useRef, useState } from 'react';

import { useLatest } from '@/features/player/hooks/use-latest';
import { PLAYER } from '@/features/player/utils/constants';
import {
  clearLocalProgress,
  readLocalProgress,
  saveLocalProgress,
} from '@/features/player/utils/local-progress';
import { isResumable } from '@/features/player/utils/resume';

/** A position to record in the member's history. */
export type ProgressReport = { seconds: number; completed: boolean };

type Options = {
  video: HTMLVideoElement | null;
  /** The address playing: local progress is kept per address. */
  url: string | null;
  /** The server's resume point, used when this browser has none. */
  serverPosition?: number | null;
  /** Records a position in the history (absent for a trailer). */
  onReport?: (report: ProgressReport) => void;
  onEnded?: () => void;
};

/** What the video said when its metadata loaded: its length and this browser's point. */
type Loaded = { url: string; duration: number; local: number | null };

/**
 * Where the member is in the video. Locally: saved on every time update between 5 s and
 * duration − 5 s, offered back by the resume rule (`isResumable`), cleared at the end
 * (docs/product.md, member side §9). In the history: a report each time playback reaches a whole multiple of 30 s
 * (completed above 90 %), at the end (completed), and, past the original, on pause and on
 * leaving the video, so a short session is not lost. The server's point serves when this
 * browser has none.
 */
export function useProgress({ video, url, serverPosition, onReport, onEnded }: Options) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const lastReported = useRef<number | null>(null);
  const report = useLatest(onReport);
  const ended = useLatest(onEnded);

  useEffect(() => {
    if (!video || !url) return;
    lastReported.current = null;

    const send = (seconds: number, completed: boolean) => {
      if (!report.current || (!completed && seconds === lastReported.current)) return;
      lastReported.current = seconds;
      report.current({ seconds, completed });
    };
    const whole = () => Math.floor(video.currentTime);
    const isCompleted = () =>
      video.duration > 0 && video.currentTime / video.duration > PLAYER.completedRatio;

    const onMetadata = () =>
      setLoaded({ url, duration: video.duration, local: readLocalProgress(url) });
    const onTime = () => {
      saveLocalProgress(url, video.currentTime, video.duration);
      const seconds = whole();
      if (seconds > 0 && seconds % PLAYER.historyEverySeconds === 0 && !video.paused) {
        send(seconds, isCompleted());
      }
    };
    const onPause = () => {
      if (!video.ended && whole() > 0) send(whole(), isCompleted());
    };
    const onEnd = () => {
      clearLocalProgress(url);
      setDismissed(url);
      send(Math.floor(video.duration || video.currentTime), true);
      ended.current?.();
    };
    video.addEventListener('loadedmetadata', onMetadata);
    video.addEventListener('timeupdate', onTime);
    video.addEventListener('pause', onPause);
    video.addEventListener('ended', onEnd);
    return () => {
      video.removeEventListener('loadedmetadata', onMetadata);
      video.removeEventListener('timeupdate', onTime);
      video.removeEventListener('pause', onPause);
      video.removeEventListener('ended', onEnd);
      // Leaving the video (another page, episode or version) records where it stopped.
      if (!video.ended && whole() > 0) send(whole(), isCompleted());
    };
  }, [video, url, report, ended]);

  const current = loaded?.url === url && dismissed !== url ? loaded : null;
  const point = current ? (current.local ?? serverPosition ?? null) : null;
  const resumeAt = current && isResumable(point, current.duration) ? point : null;

  const dismissResume = useCallback(() => url && setDismissed(url), [url]);
  return { resumeAt, dismissResume };
}
