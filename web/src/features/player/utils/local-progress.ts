/**
 * The position reached in each video, kept in this browser per video address (docs/product.md, member side §9),
 * so a member finds it again without the server; the server keeps its own (history).
 */
import { PLAYER } from '@/features/player/utils/constants';

const KEY_PREFIX = 'bobine:progress:';

const keyOf = (url: string) => `${KEY_PREFIX}${url}`;

/** Saves `time` when it is past the start and before the end (5 s margins), else nothing. */
export function saveLocalProgress(url: string, time: number, duration: number): void {
  const { minSeconds, endMargin } = PLAYER.localSave;
  if (!(duration > 0) || time <= minSeconds || time >= duration - endMargin) return;
  try {
    localStorage.setItem(keyOf(url), String(Math.floor(time)));
  } catch {
    // Storage full or refused (private mode): the server's point still serves.
  }
}

/** The saved position of `url`, or null. */
export function readLocalProgress(url: string): number | null {
  try {
    const value = Number(localStorage.getItem(keyOf(url)));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

export function clearLocalProgress(url: string): void {
  try {
    localStorage.removeItem(keyOf(url));
  } catch {
    // Nothing to clear when storage is refused.
  }
}
