/** Display rules of spec section 9 (ratings, views, durations, player sources). */

/** A rating rounded to whole stars, 0 to 5 (null counts as 0). */
export function roundRating(rating: number | null | undefined): number {
  if (rating === null || rating === undefined || Number.isNaN(rating)) return 0;
  return Math.min(5, Math.max(0, Math.round(rating)));
}

/** Views as is under 1000, then abbreviated 'Nk' (1500 → '1.5k', 12000 → '12k', one decimal at most). */
export function formatViews(views: number): string {
  if (views < 1000) return String(views);
  return `${Math.round(views / 100) / 10}k`;
}

/** A duration in minutes as hours and minutes: 135 → '2h 15min', 45 → '45min'. */
export function formatDuration(minutes: number | null | undefined): string | null {
  if (minutes === null || minutes === undefined || minutes <= 0) return null;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest}min`;
  return rest === 0 ? `${hours}h` : `${hours}h ${rest}min`;
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
