import { useEffect, useRef, useState } from 'react';

import { catalogueTexts as texts } from '@/features/catalogue/texts';

/** Spec 9: "Auto-next delay 3 s". */
export const AUTO_NEXT_SECONDS = 3;

type NextEpisodeCountdownProps = {
  episodeLabel: string;
  onDone: () => void;
  onCancel: () => void;
};

/**
 * After an episode ends: the next one starts in 3 s, counted down where the member sees
 * it, unless they press 'Annuler'.
 */
export function NextEpisodeCountdown({
  episodeLabel,
  onDone,
  onCancel,
}: NextEpisodeCountdownProps) {
  const [left, setLeft] = useState(AUTO_NEXT_SECONDS);
  // The page re-renders while counting: the latest callback runs, the count goes on.
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });

  // One interval from the start: the count does not drift with re-renders.
  useEffect(() => {
    let remaining = AUTO_NEXT_SECONDS;
    const timer = setInterval(() => {
      remaining -= 1;
      setLeft(remaining);
      if (remaining <= 0) {
        clearInterval(timer);
        done.current();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, []);

  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-3 rounded-md border border-green-700 bg-green-950/60 px-4 py-2 text-sm"
    >
      <span>
        {texts.series.nextIn(Math.max(left, 0))} · {episodeLabel}
      </span>
      <button
        type="button"
        onClick={onCancel}
        className="rounded-md border border-neutral-600 px-3 py-1 font-semibold hover:bg-neutral-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-500"
      >
        {texts.series.cancelNext}
      </button>
    </div>
  );
}
