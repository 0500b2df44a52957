import { useEffect } from 'react';

import { useLatest } from '@/features/player/hooks/use-latest';
import { loadDirect } from '@/features/player/utils/media-actions';
import type { Source } from '@/features/player/utils/sources';

/** What hls.js reports on a fatal error (the fields the player reads). */
export type HlsFailure = { type: string; details: string; response?: { code?: number } };

type Attach = {
  video: HTMLVideoElement | null;
  url: string | undefined;
  kind: Source['kind'] | undefined;
  /** Bumped to load the same source again (a retry). */
  attempt: number;
  onHlsFailure: (failure: HlsFailure) => void;
};

/**
 * Puts the source on the <video>: HLS through hls.js, imported only here and only when a
 * playlist plays (the home page never carries it), or natively where the browser reads
 * HLS itself (Safari); any other file directly.
 */
export function useAttachSource({ video, url, kind, attempt, onHlsFailure }: Attach) {
  const onFailure = useLatest(onHlsFailure);

  useEffect(() => {
    if (!video || !url || kind === 'embed') return;
    let cancelled = false;
    let destroy: (() => void) | undefined;

    if (kind === 'hls' && !video.canPlayType('application/vnd.apple.mpegurl')) {
      import('hls.js')
        .then(({ default: Hls }) => {
          if (cancelled) return;
          if (!Hls.isSupported()) {
            onFailure.current({
              type: 'otherError',
              details: 'unsupported',
              response: { code: 415 },
            });
            return;
          }
          const hls = new Hls();
          hls.on(Hls.Events.ERROR, (_event, data) => {
            if (data.fatal) onFailure.current(data);
          });
          hls.loadSource(url);
          hls.attachMedia(video);
          destroy = () => hls.destroy();
        })
        .catch(() => {
          if (!cancelled) onFailure.current({ type: 'networkError', details: 'import' });
        });
    } else {
      loadDirect(video, url);
    }
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [video, url, kind, attempt, onFailure]);
}
