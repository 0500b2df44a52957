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
