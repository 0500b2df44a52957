import { useEffect, useRef } from 'react';

/** Spec: the next page of users loads once the scroll reaches 80% of the page. */
export const LOAD_MORE_AT = 0.8;

/** How far down the page the bottom of the viewport is, from 0 to 1. */
export function scrollProgress(): number {
  const { scrollHeight } = document.documentElement;
  if (scrollHeight <= 0) return 1;
  return (window.scrollY + window.innerHeight) / scrollHeight;
}

/**
 * Calls `loadMore` when the window is scrolled past `LOAD_MORE_AT` of the page, while
 * `enabled` (a next page exists and none is loading).
 */
export function useLoadMoreOnScroll(enabled: boolean, loadMore: () => void) {
  const loadMoreRef = useRef(loadMore);
  useEffect(() => {
    loadMoreRef.current = loadMore;
  });

  useEffect(() => {
    if (!enabled) return;
    const onScroll = () => {
      if (scrollProgress() >= LOAD_MORE_AT) loadMoreRef.current();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled]);
}
