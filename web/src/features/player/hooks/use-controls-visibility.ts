import { useCallback, useEffect, useState } from 'react';

import { PLAYER } from '@/features/player/utils/constants';

/**
 * The controls show on every movement, key or focus and hide 3 s after the last one while
 * the video plays (docs/product.md, member side §9); paused, ended or failed, they stay.
 */
export function useControlsVisibility(playing: boolean) {
  const [visible, setVisible] = useState(true);
  const [activity, setActivity] = useState(0);

  const show = useCallback(() => {
    setVisible(true);
    setActivity((n) => n + 1);
  }, []);

  useEffect(() => {
    if (!playing) return;
    const timer = setTimeout(() => setVisible(false), PLAYER.hideControlsAfterMs);
    return () => clearTimeout(timer);
  }, [playing, activity]);

  return { visible: visible || !playing, show };
}
