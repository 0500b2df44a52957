import { useEffect, useRef, useState } from 'react';

import { playerTexts as t } from '@/features/player/texts';
import { PLAYER } from '@/features/player/utils/constants';
import { useLatest } from '@/features/player/hooks/use-latest';
import type { UpNext } from '@/types/watch';

const SECONDS = PLAYER.autoNextMs / 1000;

type NextEpisodeCountdownProps = {
  upNext: UpNext;
  /** Gives the focus back to the player before the countdown goes (done or cancelled). */
  onLeave: () => void;
};

/**
 * After an episode ends, over the video (so also in full screen): the next one starts in
 * 3 s (docs/product.md, member side §4), counted down in a live region, unless the member presses 'Annuler' or
 * Escape. A keyboard user finds the focus on 'Annuler'; it returns to the player after.
 */
export function NextEpisodeCountdown({ upNext, onLeave }: NextEpisodeCountdownProps) {
  const [left, setLeft] = useState(SECONDS);
  const boxRef = useRef<HTMLDivElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const latest = useLatest(upNext);
  const leave = useLatest(onLeave);
  // The focus in the player (or nowhere) when it appears moves onto 'Annuler'; a member
  // elsewhere on the page keeps theirs.
  useEffect(() => {
    const active = document.activeElement;
    const player = boxRef.current?.parentElement;
    if (active === document.body || player?.contains(active)) cancelRef.current?.focus();
  }, []);

  // One interval from the start: the count does not drift with re-renders.
  useEffect(() => {
    let remaining = SECONDS;
    const timer = setInterval(() => {
      remaining -= 1;
      setLeft(remaining);
      if (remaining <= 0) {
        clearInterval(timer);
        leave.current();
        latest.current.onDone();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [latest, leave]);

  const cancel = () => {
    leave.current();
    upNext.onCancel();
  };

  return (
    <div
      ref={boxRef}
      className="absolute top-3 right-3 z-10 flex max-w-[calc(100%-1.5rem)] flex-wrap items-center gap-3 rounded-md border border-green-700 bg-neutral-950/90 px-4 py-2 text-sm text-white shadow-lg"
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        cancel();
      }}
    >
      <p role="status" aria-live="polite" aria-atomic="true">
        {t.nextIn(Math.max(left, 0))} · {upNext.label}
      </p>
      <button
        ref={cancelRef}
        type="button"
        onClick={cancel}
        className="rounded-md border border-neutral-500 px-3 py-1 font-semibold hover:bg-neutral-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-500"
      >
        {t.cancelNext}
      </button>
    </div>
  );
}
