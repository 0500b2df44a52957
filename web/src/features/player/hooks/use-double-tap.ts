import { useCallback, useEffect, useRef } from 'react';

import { PLAYER } from '@/features/player/utils/constants';

/**
 * Taps on the video surface: a second tap within 300 ms on the same side is a double tap
 * (docs/product.md, member side §9), anything else a single tap once the window has passed.
 */
export function useDoubleTap(onSingle: () => void, onDouble: (side: 'left' | 'right') => void) {
  const pending = useRef<{ side: 'left' | 'right'; timer: ReturnType<typeof setTimeout> }>(
    undefined,
  );

  useEffect(() => () => clearTimeout(pending.current?.timer), []);

  return useCallback(
    (side: 'left' | 'right') => {
      if (pending.current?.side === side) {
        clearTimeout(pending.current.timer);
        pending.current = undefined;
        onDouble(side);
        return;
      }
      if (pending.current) clearTimeout(pending.current.timer);
      const timer = setTimeout(() => {
        pending.current = undefined;
        onSingle();
      }, PLAYER.doubleTapMs);
      pending.current = { side, timer };
    },
    [onSingle, onDouble],
  );
}
