import { Loader2, Play } from 'lucide-react';

import type { PlayerState } from '@/features/player/hooks/use-playback';
import { playerTexts as t } from '@/features/player/texts';
import { formatTime } from '@/features/player/utils/time';

type PlayerOverlayProps = {
  state: PlayerState;
  error: string | null;
  resumeAt: number | null;
  onRetry: () => void;
  onResume: (from: number) => void;
};

const panel =
  'absolute inset-0 flex flex-col items-center justify-center gap-3 bg-black/70 p-4 text-center text-white';
const button =
  'rounded-md bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

/** What covers the video: the spinner, an error with 'Réessayer', the resume offer. */
export function PlayerOverlay({ state, error, resumeAt, onRetry, onResume }: PlayerOverlayProps) {
  if (state === 'error') {
    return (
      <div className={panel} role="alert">
        <p>{error}</p>
        <button type="button" className={button} onClick={onRetry}>
          {t.retry}
        </button>
      </div>
    );
  }
  if (state === 'loading' || state === 'buffering') {
    return (
      <div
        className="pointer-events-none absolute inset-0 flex items-center justify-center"
        role="status"
      >
        <Loader2 aria-hidden="true" className="size-12 animate-spin text-white" />
        <span className="sr-only">{state === 'loading' ? t.loading : t.buffering}</span>
      </div>
    );
  }
  if (resumeAt !== null && state !== 'playing') {
    return (
      <div className={panel}>
        <p>{t.resumeQuestion}</p>
        <div className="flex flex-wrap justify-center gap-2">
          <button type="button" className={button} onClick={() => onResume(resumeAt)}>
            {t.resume(formatTime(resumeAt))}
          </button>
          <button
            type="button"
            className="rounded-md border border-white/40 px-4 py-2 text-sm hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
            onClick={() => onResume(0)}
          >
            {t.restart}
          </button>
        </div>
      </div>
    );
  }
  if (state === 'ready' || state === 'ended') {
    return (
      <div className="pointer-events-none absolute inset-0 flex items-center justify-center">
        <Play aria-hidden="true" className="size-16 rounded-full bg-black/50 p-3 text-white" />
      </div>
    );
  }
  return null;
}
