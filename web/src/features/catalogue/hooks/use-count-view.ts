import { useEffect, useRef } from 'react';

import { countView } from '@/features/catalogue/api/count-view';

/**
 * Counts one view per page visit (docs/product.md, member side §4): once per mounted page and id, even under
 * StrictMode's double effects. Failures are only logged.
 */
export function useCountView(kind: 'movies' | 'series', id: string, ready: boolean) {
  const counted = useRef<string | null>(null);

  useEffect(() => {
    if (!ready || counted.current === id) return;
    counted.current = id;
    countView(kind, id).catch((error: unknown) => {
      console.warn('Vue non comptée', error);
    });
  }, [kind, id, ready]);
}
