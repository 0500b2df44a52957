/**
 * The Google Cast sender script, loaded once on demand (docs/product.md, member side §7: the cast
 * sender script loads from Google at run time). Offline, or when the browser has no Cast support, it never
 * becomes available and the player shows 'Chromecast non disponible'.
 */

/** The parts of the Cast sender API the player uses. */
export type CastSession = {
  loadMedia: (request: unknown) => Promise<unknown>;
};
export type CastContext = {
  setOptions: (options: Record<string, unknown>) => void;
  addEventListener: (
    type: string,
    handler: (event: { sessionState?: string; castState?: string }) => void,
  ) => void;
  removeEventListener: (
    type: string,
    handler: (event: { sessionState?: string; castState?: string }) => void,
  ) => void;
  requestSession: () => Promise<unknown>;
  getCurrentSession: () => CastSession | null;
  endCurrentSession: (stopCasting: boolean) => void;
  getCastState: () => string;
};
export type CastApi = {
  context: CastContext;
  /** A load request for `url` with its content type. */
  loadRequest: (url: string, contentType: string) => unknown;
  events: { session: string; castState: string };
};

const SENDER = 'https://www.gstatic.com/cv/js/sender/v1/cast_sender.js?loadCastFramework=1';

type CastWindow = Window & {
  __onGCastApiAvailable?: (available: boolean) => void;
  cast?: {
    framework: {
      CastContext: { getInstance: () => CastContext };
      CastContextEventType: { SESSION_STATE_CHANGED: string; CAST_STATE_CHANGED: string };
    };
  };
  chrome?: {
    cast?: {
      AutoJoinPolicy: { ORIGIN_SCOPED: string };
      media: {
        DEFAULT_MEDIA_RECEIVER_APP_ID: string;
        MediaInfo: new (url: string, contentType: string) => unknown;
        LoadRequest: new (info: unknown) => unknown;
      };
    };
  };
};

let loading: Promise<CastApi | null> | undefined;

/** The Cast API once the sender script is ready, or null when it cannot be had. */
export function loadCastApi(): Promise<CastApi | null> {
  loading ??= new Promise((resolve) => {
    const win = window as CastWindow;
    win.__onGCastApiAvailable = (available) => {
      const framework = win.cast?.framework;
      const chromeCast = win.chrome?.cast;
      if (!available || !framework || !chromeCast) {
        resolve(null);
        return;
      }
      const context = framework.CastContext.getInstance();
      context.setOptions({
        receiverApplicationId: chromeCast.media.DEFAULT_MEDIA_RECEIVER_APP_ID,
        autoJoinPolicy: chromeCast.AutoJoinPolicy.ORIGIN_SCOPED,
      });
      resolve({
        context,
        loadRequest: (url, contentType) =>
          new chromeCast.media.LoadRequest(new chromeCast.media.MediaInfo(url, contentType)),
        events: {
          session: framework.CastContextEventType.SESSION_STATE_CHANGED,
          castState: framework.CastContextEventType.CAST_STATE_CHANGED,
        },
      });
    };
    const script = document.createElement('script');
    script.src = SENDER;
    script.async = true;
    script.onerror = () => resolve(null);
    document.head.append(script);
  });
  return loading;
}
