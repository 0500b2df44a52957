import { useSyncExternalStore } from 'react';

import { PLAYER } from '@/features/player/utils/constants';

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

/** True on a window narrower than 768 px: the player's mobile layout (docs/product.md, member side §9). */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.innerWidth < PLAYER.mobileBelowPx,
    () => false,
  );
}
