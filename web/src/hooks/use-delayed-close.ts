import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Open/close state for a hover menu: `open` shows it at once, `scheduleClose` hides it
 * after `delayMs` unless the pointer comes back first.
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
