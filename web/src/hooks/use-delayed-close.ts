import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Open/close state that closes late: `open` shows at once, `scheduleClose` hides after
 * `delayMs` unless reopened first (a hover menu the pointer leaves for a moment; search
 * suggestions hidden 200 ms after blur, docs/product.md, member side §9, so that a click on one still lands).
 */
export function useDelayedClose(delayMs: number) {
  const [isOpen, setIsOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const cancel = useCallback(() => {
    if (timer.current !== null) {
      clearTimeout(timer.current);
      timer.current = null;
    }
  }, []);

  const open = useCallback(() => {
    cancel();
    setIsOpen(true);
  }, [cancel]);

  const close = useCallback(() => {
    cancel();
    setIsOpen(false);
  }, [cancel]);

  const scheduleClose = useCallback(() => {
    cancel();
    timer.current = setTimeout(() => {
      timer.current = null;
      setIsOpen(false);
    }, delayMs);
  }, [cancel, delayMs]);

  useEffect(() => cancel, [cancel]);

  return { isOpen, open, close, scheduleClose };
}
