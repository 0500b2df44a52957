import { useCallback, useEffect, useState } from 'react';

/** Wait after entering /home before the reminder shows (docs/product.md, member side §9). */
export const REMINDER_DELAY_MS = 3_000;
/** The reminder comes back this long after the last dismissal. */
export const REMINDER_INTERVAL_MS = 9 * 24 * 60 * 60 * 1_000;

/** The browser-storage key of a member's last dismissal (one per member id, docs/product.md, member side §3). */
export function reminderKey(memberId: string): string {
  return `bobine.donation-reminder.${memberId}`;
}

function lastDismissal(memberId: string): number | null {
  try {
    const stored = window.localStorage.getItem(reminderKey(memberId));
    const time = stored === null ? NaN : Number(stored);
    return Number.isFinite(time) ? time : null;
  } catch {
    return null; // storage refused (private mode): behave as never dismissed
  }
}

/**
 * Whether the donation reminder is open for `memberId`: shown `REMINDER_DELAY_MS`
 * after mounting if it was never dismissed or at least 9 days ago. `dismiss` (either
 * button, Escape) closes it and stores the time.
 */
export function useDonationReminder(memberId: string | undefined) {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!memberId) return;
    const last = lastDismissal(memberId);
    if (last !== null && Date.now() - last < REMINDER_INTERVAL_MS) return;
    const timer = window.setTimeout(() => setOpen(true), REMINDER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [memberId]);

  const dismiss = useCallback(() => {
    setOpen(false);
    if (!memberId) return;
    try {
      window.localStorage.setItem(reminderKey(memberId), String(Date.now()));
    } catch {
      // Nothing stored: the reminder simply comes back next time.
    }
  }, [memberId]);

  return { open, dismiss };
}
