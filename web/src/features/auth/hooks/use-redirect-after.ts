import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Goes to `to` `delayMs` after `when` turns true (the spec's 2 s pause after a sign-up
 * or a password reset, so the success message can be read), once `beforeLeave` has
 * settled. Leaving the page first cancels it.
 */
export function useRedirectAfter(
  when: boolean,
  to: string,
  delayMs: number,
  beforeLeave?: () => Promise<unknown>,
) {
  const navigate = useNavigate();
  const beforeLeaveRef = useRef(beforeLeave);
  useEffect(() => {
    beforeLeaveRef.current = beforeLeave;
  });

  useEffect(() => {
    if (!when) return;
    let cancelled = false;
    const timer = window.setTimeout(() => {
      void Promise.resolve(beforeLeaveRef.current?.())
        .catch(() => undefined)
        .then(() => {
          if (!cancelled) void navigate(to, { replace: true });
        });
    }, delayMs);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [when, to, delayMs, navigate]);
}
