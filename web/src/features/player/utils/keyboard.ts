/** The player's keyboard (docs/product.md, member side §2, "Player behaviour"), applied to its video and frame. */
import {
  STEP,
  changeVolume,
  seekBy,
  seekToTenth,
  toggleFullscreen,
  toggleMute,
} from '@/features/player/utils/media-actions';

type KeyTargets = { video: HTMLVideoElement; frame: HTMLElement; togglePlay: () => void };

/**
 * Runs the shortcut of `key` and says whether there was one: space or K play/pause (K as
 * on the common video sites), F full screen, M mute, ←/→ seek 10 s, ↑/↓ volume 0.1, 0–9
 * that tenth of the duration. The player states them in `playerTexts.shortcuts`.
 */
export function runShortcut(key: string, { video, frame, togglePlay }: KeyTargets): boolean {
  switch (key) {
    case ' ':
    case 'k':
    case 'K':
      togglePlay();
      return true;
    case 'f':
    case 'F':
      toggleFullscreen(frame);
      return true;
    case 'm':
    case 'M':
      toggleMute(video);
      return true;
    case 'ArrowLeft':
      seekBy(video, -STEP.seek);
      return true;
    case 'ArrowRight':
      seekBy(video, STEP.seek);
      return true;
    case 'ArrowUp':
      changeVolume(video, STEP.volume);
      return true;
    case 'ArrowDown':
      changeVolume(video, -STEP.volume);
      return true;
    default:
      if (/^[0-9]$/.test(key)) {
        seekToTenth(video, Number(key));
        return true;
      }
      return false;
  }
}

/** The shortcuts' keys, as `aria-keyshortcuts` names them. */
export const SHORTCUT_KEYS =
  'Space K F M ArrowLeft ArrowRight ArrowUp ArrowDown 0 1 2 3 4 5 6 7 8 9';

/** Keys a focused control keeps for itself: a button's space, a slider's arrows. */
export function controlOwnsKey(target: EventTarget, key: string): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.tagName === 'INPUT') return key.startsWith('Arrow') || key === ' ';
  if (target.tagName === 'BUTTON') return key === ' ' || key === 'Enter';
  return false;
}
