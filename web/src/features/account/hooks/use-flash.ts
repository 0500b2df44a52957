import { useCallback, useEffect, useState } from 'react';

/** A message that clears itself `durationMs` after it is shown (spec: copy notice, 3 s). */
export function useFlash(durationMs: number) {
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    if (message === null) return;
    const timer = window.setTimeout(() => setMessage(null), durationMs);
    return () => window.clearTimeout(timer);
  }, [message, durationMs]);

  const show = useCallback((text: string) => setMessage(text), []);
  return { message, show };
}
