import { useCallback, useEffect, useRef, useState } from 'react';

import { useAttachSource } from '@/features/player/hooks/use-attach-source';
import { PLAYER } from '@/features/player/utils/constants';
import {
  type PlaybackErrorKind,
  hlsErrorKind,
  isRetryableLater,
  mediaErrorKind,
  playErrorKind,
} from '@/features/player/utils/errors';
import type { Source } from '@/features/player/utils/sources';

export type PlayerState =
  'loading' | 'ready' | 'playing' | 'paused' | 'ended' | 'buffering' | 'error';

/**
 * The player's states and its retry rules (docs/product.md, member side §4). The first load of this player retries
 * any failure up to 10 times 2 s apart; every later load (another episode or version, a
 * retry after success) retries only network and unsupported-source failures, 3 times 1.5 s
 * apart, and gives up with the time-out message when still loading after 90 s. A manual
 * retry resets the counters.
 */
export function usePlayback(video: HTMLVideoElement | null, source: Source | null) {
  const [state, setState] = useState<PlayerState>('loading');
  const [error, setError] = useState<PlaybackErrorKind | null>(null);
  const [attempt, setAttempt] = useState(0);
  const firstLoadDone = useRef(false);
  const retries = useRef(0);
  const loaded = useRef(false);
  const retryTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const fail = useCallback((kind: PlaybackErrorKind) => {
    clearTimeout(retryTimer.current);
    const rule = firstLoadDone.current ? PLAYER.laterRetries : PLAYER.firstLoadRetries;
    const retryable = !firstLoadDone.current || isRetryableLater(kind);
    if (retryable && retries.current < rule.count) {
      // Also mid-play (the network dropped): the load starts again, the resume point stays.
      retries.current += 1;
      loaded.current = false;
      setState('loading');
      retryTimer.current = setTimeout(() => setAttempt((n) => n + 1), rule.delayMs);
      return;
    }
    setError(kind);
    setState('error');
  }, []);

  const url = source?.url;
  const kind = source?.kind;
  useAttachSource({
    video,
    url,
    kind,
    attempt,
    onHlsFailure: (failure) => fail(hlsErrorKind(failure)),
  });

  // Another source (episode or version) starts a load with fresh counters.
  const [loadingUrl, setLoadingUrl] = useState(url);
  if (url !== loadingUrl) {
    setLoadingUrl(url);
    setState('loading');
    setError(null);
  }
  useEffect(() => {
    retries.current = 0;
    return () => clearTimeout(retryTimer.current);
  }, [url]);

  // Each load (a source, a retry): on a later load, the 90 s time-out.
  useEffect(() => {
    if (!video || !url || kind === 'embed') return;
    loaded.current = false;
    if (!firstLoadDone.current) return;
    const timeout = setTimeout(() => {
      if (loaded.current) return;
      clearTimeout(retryTimer.current);
      setError('timeout');
      setState('error');
    }, PLAYER.loadTimeoutMs);
    return () => clearTimeout(timeout);
  }, [video, url, kind, attempt]);

  useEffect(() => {
    if (!video) return;
    const on = (type: string, handler: () => void) => {
      video.addEventListener(type, handler);
      return () => video.removeEventListener(type, handler);
    };
    const offs = [
      on('loadedmetadata', () => {
        loaded.current = true;
        firstLoadDone.current = true;
        retries.current = 0;
        setState(video.paused ? 'ready' : 'playing');
      }),
      on('playing', () => setState('playing')),
      on('pause', () => setState((s) => (s === 'ended' || s === 'error' ? s : 'paused'))),
      on('waiting', () => setState((s) => (s === 'loading' ? s : 'buffering'))),
      on('canplay', () =>
        setState((s) => (s === 'buffering' ? (video.paused ? 'paused' : 'playing') : s)),
      ),
      on('ended', () => setState('ended')),
      on('error', () => fail(mediaErrorKind(video.error))),
    ];
    return () => offs.forEach((off) => off());
  }, [video, fail]);

  /** Starts playback; a refusal by the device or a failed control shows its message. */
  const play = useCallback(
    async (byMember: boolean) => {
      if (!video) return;
      try {
        await video.play();
      } catch (cause) {
        const kind = playErrorKind(cause);
        // A blocked autoplay is no error: the member presses play.
        if (!kind || (!byMember && kind === 'playRefused')) return;
        setError(kind);
        setState('error');
      }
    },
    [video],
  );

  const retry = useCallback(() => {
    clearTimeout(retryTimer.current);
    retries.current = 0;
    setError(null);
    setState('loading');
    setAttempt((n) => n + 1);
  }, []);

  return { state, error, play, retry, fail };
}
