import { useEffect, useRef } from 'react';

/**
 * When an admin list asks for its next page:
 * - `fraction`: once the bottom of the viewport passes this share of the page (the user
 *   list: 0.8);
 * - `pixels`: once it comes within this many pixels of the bottom, after `delayMs` (the
 *   film list: 500 px, 300 ms).
 */
export type LoadMoreRule =
  { kind: 'fraction'; at: number } | { kind: 'pixels'; within: number; delayMs: number };

/** How far down the page the bottom of the viewport is, from 0 to 1. */
export function scrollProgress(): number {
  const { scrollHeight } = document.documentElement;
  if (scrollHeight <= 0) return 1;
  return (window.scrollY + window.innerHeight) / scrollHeight;
}

/** How many pixels of page remain below the viewport. */
export function pixelsBelowViewport(): number {
  return document.documentElement.scrollHeight - (window.scrollY + window.innerHeight);
}

function reached(rule: LoadMoreRule): boolean {
  return rule.kind === 'fraction'
    ? scrollProgress() >= rule.at
    : pixelsBelowViewport() <= rule.within;
}

/**
 * Calls `loadMore` when the window is scrolled far enough by `rule`, while `enabled`
 * (a next page exists and none is loading).
 */
export function useLoadMoreOnScroll(enabled: boolean, loadMore: () => void, rule: LoadMoreRule) {
  const loadMoreRef = useRef(loadMore);
  const ruleRef = useRef(rule);
  useEffect(() => {
    loadMoreRef.current = loadMore;
    ruleRef.current = rule;
  });

  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      const current = ruleRef.current;
      if (!reached(current)) return;
      if (current.kind === 'fraction') {
        loadMoreRef.current();
      } else {
        timer ??= setTimeout(() => {
          timer = undefined;
          if (reached(ruleRef.current)) loadMoreRef.current();
        }, current.delayMs);
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [enabled]);
}
