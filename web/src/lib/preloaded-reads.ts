/**
 * Reads that `index.html` starts before the app's JavaScript has arrived (on /home: the
 * session, the carousels, the header's counts and the "Reprendre" row), so that they
 * travel alongside the bundle instead of after it. The API client takes each one once,
 * in place of its own request; what is not taken soon after the page loaded is left
 * alone (the app then asks the server again).
 */

/** What the inline script of `index.html` leaves on `window.__bobineReads`. */
type PreloadedReads = {
  /** `Date.now()` when the reads started. */
  at: number;
  /** The answer of each read, by path (`/api/home`). */
  reads: Record<string, Promise<Response> | undefined>;
};

/** Past this age a preloaded answer is too old to stand for a new request. */
const MAX_AGE_MS = 10_000;

/** True while index.html's reads wait to be taken (only on a fresh load of /home). */
export function hasPreloadedReads(): boolean {
  const preloaded = (window as { __bobineReads?: PreloadedReads }).__bobineReads;
  return preloaded !== undefined && Object.values(preloaded.reads).some(Boolean);
}

/** Forgets the reads not taken yet (answers meant for someone the app will not show them to). */
export function dropPreloadedReads(): void {
  const preloaded = (window as { __bobineReads?: PreloadedReads }).__bobineReads;
  if (preloaded) preloaded.reads = {};
}

/** The preloaded answer of `GET path`, at most once; undefined when there is none. */
export function takePreloadedRead(path: string): Promise<Response> | undefined {
  const preloaded = (window as { __bobineReads?: PreloadedReads }).__bobineReads;
  if (!preloaded) return undefined;
  const read = preloaded.reads[path];
  delete preloaded.reads[path];
  if (!read || Date.now() - preloaded.at > MAX_AGE_MS) return undefined;
  return read;
}
