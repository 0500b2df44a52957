import { useCallback, useEffect, useState } from 'react';

import { useLatest } from '@/features/player/hooks/use-latest';
import { playerTexts } from '@/features/player/texts';
import { type CastApi, loadCastApi } from '@/features/player/utils/cast-sdk';

export type CastState = 'unavailable' | 'available' | 'connected' | 'ended';

const t = playerTexts.cast;

function contentType(url: string): string {
  return /\.m3u8(\?|#|$)/i.test(url) ? 'application/x-mpegurl' : 'video/mp4';
}

/** Found devices make casting available; none, unavailable. */
function castStateOf(castState: string | undefined): CastState {
  return castState === 'NO_DEVICES_AVAILABLE' || !castState ? 'unavailable' : 'available';
}

/**
 * Casting (docs/product.md, member side §4): unavailable until the sender script finds a device, available,
 * connected once a session starts or resumes (the video is sent to it), ended when it
 * stops. A failure sets the casting message of docs/product.md, member side §8; nothing else breaks.
 */
export function useCast(url: string | null) {
  const [api, setApi] = useState<CastApi | null>(null);
  const [state, setState] = useState<CastState>('unavailable');
  const [message, setMessage] = useState<string | null>(null);
  const currentUrl = useLatest(url);

  useEffect(() => {
    let active = true;
    loadCastApi()
      .then((loaded) => {
        if (!active || !loaded) return;
        setApi(loaded);
        setState(castStateOf(loaded.context.getCastState()));
      })
      .catch(() => active && setMessage(t.initFailed));
    return () => {
      active = false;
    };
  }, []);

  useEffect(() => {
    if (!api) return;
    const sendMedia = () => {
      const session = api.context.getCurrentSession();
      const media = currentUrl.current;
      if (!session || !media) return;
      session
        .loadMedia(api.loadRequest(media, contentType(media)))
        .catch(() => setMessage(t.castFailed));
    };
    const onCastState = (event: { castState?: string }) => {
      setState((current) => (current === 'connected' ? current : castStateOf(event.castState)));
    };
    const onSession = (event: { sessionState?: string }) => {
      if (event.sessionState === 'SESSION_STARTED' || event.sessionState === 'SESSION_RESUMED') {
        setState('connected');
        setMessage(null);
        sendMedia();
      } else if (event.sessionState === 'SESSION_ENDED') {
        setState('ended');
      } else if (event.sessionState === 'SESSION_START_FAILED') {
        setMessage(t.sessionFailed);
      }
    };
    api.context.addEventListener(api.events.castState, onCastState);
    api.context.addEventListener(api.events.session, onSession);
    return () => {
      api.context.removeEventListener(api.events.castState, onCastState);
      api.context.removeEventListener(api.events.session, onSession);
    };
  }, [api, currentUrl]);

  const toggle = useCallback(() => {
    if (!api) return;
    setMessage(null);
    if (state === 'connected') {
      try {
        api.context.endCurrentSession(true);
      } catch {
        setMessage(t.stopFailed);
      }
      return;
    }
    // The member closing the device picker is no failure.
    api.context.requestSession().catch((cause: unknown) => {
      if (cause !== 'cancel') setMessage(t.sessionFailed);
    });
  }, [api, state]);

  return { state, message, toggle };
}
