/** Display rules of spec section 9 (ratings, player sources); views and durations: `@/lib/format`. */

/** A rating rounded to whole stars, 0 to 5 (null counts as 0). */
export function roundRating(rating: number | null | undefined): number {
  if (rating === null || rating === undefined || Number.isNaN(rating)) return 0;
  return Math.min(5, Math.max(0, Math.round(rating)));
}

/** A playable address: trimmed, starting with http; anything else is ignored. */
export function playableUrl(url: string | null | undefined): string | null {
  const trimmed = url?.trim();
  return trimmed?.startsWith('http') ? trimmed : null;
}

export type Version = 'vf' | 'vostfr';

/** The source for a version, falling back to the trailer when it is missing or invalid. */
export function pickSource(
  sources: Record<Version, string | null | undefined>,
  version: Version,
  trailer: string | null | undefined,
): string | null {
  return playableUrl(sources[version]) ?? playableUrl(trailer);
}

const VIDEO_FILE = /\.(mp4|webm|ogg|ogv|m3u8|mov|mkv)(\?|#|$)/i;

/** Direct video files play in a <video>; other hosts (YouTube, players) in an <iframe>. */
export function isVideoFile(url: string): boolean {
  try {
    return VIDEO_FILE.test(new URL(url).pathname);
  } catch {
    return false;
  }
}
