import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * An open flag that closes `delay` milliseconds after `closeLater` (the suggestions
 * hide 200 ms after blur, spec 9, so a click on one still lands), unless reopened.
 */
export function useDelayedClose(delay: number) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancel = () => clearTimeout(timer.current);
  const show = useCallback(() => {
    clearTimeout(timer.current);
    setOpen(true);
  }, []);
  const hide = useCallback(() => {
    clearTimeout(timer.current);
    setOpen(false);
  }, []);
  const closeLater = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(false), delay);
  }, [delay]);

  useEffect(() => cancel, []);
  return { open, show, hide, closeLater };
}
