import type { ReactNode } from 'react';

/**
 * The title a watch page shows, as the features that act on it beside the player
 * (favourites, reports) need it: a film, or a series with the episode playing.
 */
export type WatchTarget =
  | { kind: 'movie'; id: string; title: string }
  | {
      kind: 'series';
      id: string;
      title: string;
      /** The episode playing, if any: a report may be about it. */
      episode?: { id: string; title: string };
    };

/** What the history records a position for: a film or an episode. */
export type WatchContent = { type: 'movie' | 'episode'; id: string };

/**
 * The episode that follows the one that just ended: the player counts down to it over the
 * video (3 s), then `onDone`; 'Annuler' calls `onCancel`.
 */
export type UpNext = { label: string; onDone: () => void; onCancel: () => void };

/**
 * What a watch page gives the player it shows (the route composes the player feature in,
 * since one feature never imports another).
 */
export type WatchPlayerProps = {
  title: string;
  /** The addresses of each version; a missing one is '(Non dispo)'. */
  sources: { vf: string | null | undefined; vostfr: string | null | undefined };
  trailer: string | null | undefined;
  poster?: string | null;
  /** The film or episode whose progress is saved, resumed and completed. */
  content: WatchContent | null;
  /** Starts playing once loaded (after an auto-advance to the next episode). */
  autoPlay?: boolean;
  onEnded?: () => void;
  /** Set once an episode ended and another follows: the countdown over the video. */
  upNext?: UpNext | null;
  /** Buttons beside the version switch (previous and next episode). */
  children?: ReactNode;
};

export type WatchPlayerSlot = (props: WatchPlayerProps) => ReactNode;
