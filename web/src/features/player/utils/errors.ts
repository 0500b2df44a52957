/** Why playback failed, each cause with its message of docs/product.md, member side §8. */
import type { HlsFailure } from '@/features/player/hooks/use-attach-source';
import { playerTexts } from '@/features/player/texts';

export type PlaybackErrorKind = keyof typeof playerTexts.errors;

export function errorMessage(kind: PlaybackErrorKind): string {
  return playerTexts.errors[kind];
}

/** After the first load, only these are retried automatically (docs/product.md, member side §4). */
export function isRetryableLater(kind: PlaybackErrorKind): boolean {
  return kind === 'network' || kind === 'server' || kind === 'unsupported';
}

/** The cause of a <video> `error` event, from its MediaError code. */
export function mediaErrorKind(error: MediaError | null): PlaybackErrorKind {
  switch (error?.code) {
    case 1:
      return 'aborted';
    case 2:
      return 'network';
    case 3:
      return 'decode';
    case 4:
      return 'unsupported';
    default:
      return 'generic';
  }
}

/** The cause of a fatal hls.js error: a 5xx or a time-out is the server not answering. */
export function hlsErrorKind(data: HlsFailure): PlaybackErrorKind {
  if (data.details === 'unsupported') return 'unsupported';
  if (data.type === 'networkError') {
    const status = data.response?.code ?? 0;
    if (status >= 500 || /timeout/i.test(data.details)) return 'server';
    return status >= 400 ? 'unsupported' : 'network';
  }
  if (data.type === 'mediaError') return 'decode';
  return 'generic';
}

/** A refused `play()`: blocked by the device or its policy, or a failed control. */
export function playErrorKind(error: unknown): PlaybackErrorKind | null {
  if (error instanceof DOMException) {
    // AbortError: a new load interrupted play(); nothing is wrong.
    if (error.name === 'AbortError') return null;
    if (error.name === 'NotAllowedError' || error.name === 'NotSupportedError') {
      return 'playRefused';
    }
  }
  return 'control';
}
