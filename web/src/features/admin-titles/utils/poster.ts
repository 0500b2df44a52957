/** Where the server draws a poster for a title that has none (not an address to edit). */
const DRAWN_POSTER = '/api/posters/';

/** A row's poster as the form shows it: empty when the server drew it. */
export const editablePoster = (url: string | null) =>
  url && !url.startsWith(DRAWN_POSTER) ? url : '';
