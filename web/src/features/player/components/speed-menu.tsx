import { useState } from 'react';

import { ControlButton } from '@/features/player/components/control-button';
import { playerTexts as t } from '@/features/player/texts';
import { PLAYER } from '@/features/player/utils/constants';

/** The speed button and its choices 0.5× to 2× (docs/product.md, member side §9). */
export function SpeedMenu({ rate, onRate }: { rate: number; onRate: (rate: number) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="relative">
      <ControlButton
        label={`${t.speed} : ${t.speedValue(rate)}`}
        expanded={open}
        onClick={() => setOpen(!open)}
      >
        <span className="text-xs font-bold">{t.speedValue(rate)}</span>
      </ControlButton>
      {open && (
        <div
          role="group"
          aria-label={t.speed}
          className="absolute right-0 bottom-full mb-2 flex flex-col rounded bg-neutral-900/95 p-1"
        >
          {PLAYER.speeds.map((speed) => (
            <button
              key={speed}
              type="button"
              aria-pressed={speed === rate}
              onClick={() => {
                onRate(speed);
                setOpen(false);
              }}
              className="rounded px-3 py-1 text-left text-sm text-white hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white aria-pressed:font-bold aria-pressed:text-red-400"
            >
              {t.speedValue(speed)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
