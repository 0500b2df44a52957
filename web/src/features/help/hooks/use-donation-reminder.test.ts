import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  reminderKey,
  REMINDER_INTERVAL_MS,
  useDonationReminder,
} from '@/features/help/hooks/use-donation-reminder';

const DAY = 24 * 60 * 60 * 1000;

describe('donation reminder', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-01T12:00:00Z'));
    window.localStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
    window.localStorage.clear();
  });

  it('opens 3 s after entering when it was never dismissed', () => {
    const { result } = renderHook(() => useDonationReminder('m1'));

    act(() => void vi.advanceTimersByTime(2_999));
    expect(result.current.open).toBe(false);
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current.open).toBe(true);
  });

  it('stores the time of a dismissal and stays closed for 9 days, per member', () => {
    const first = renderHook(() => useDonationReminder('m1'));
    act(() => void vi.advanceTimersByTime(3_000));
    act(() => first.result.current.dismiss());
    expect(first.result.current.open).toBe(false);
    expect(window.localStorage.getItem(reminderKey('m1'))).toBe(String(Date.now()));
    first.unmount();

    // Eight days later: still closed for this member, open for another one.
    vi.setSystemTime(Date.now() + 8 * DAY);
    const again = renderHook(() => useDonationReminder('m1'));
    const other = renderHook(() => useDonationReminder('m2'));
    act(() => void vi.advanceTimersByTime(10_000));
    expect(again.result.current.open).toBe(false);
    expect(other.result.current.open).toBe(true);
    again.unmount();

    // Nine days after the dismissal: back again, 3 s after entering.
    vi.setSystemTime(Number(window.localStorage.getItem(reminderKey('m1'))) + REMINDER_INTERVAL_MS);
    const later = renderHook(() => useDonationReminder('m1'));
    act(() => void vi.advanceTimersByTime(3_000));
    expect(later.result.current.open).toBe(true);
  });

  it('waits for the member to be known', () => {
    const { result } = renderHook(() => useDonationReminder(undefined));
    act(() => void vi.advanceTimersByTime(10_000));
    expect(result.current.open).toBe(false);
  });
});
