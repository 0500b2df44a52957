import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useDelayedClose } from '@/hooks/use-delayed-close';

describe('useDelayedClose', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('closes only once the delay has passed', () => {
    const { result } = renderHook(() => useDelayedClose(500));
    act(() => result.current.open());
    act(() => result.current.scheduleClose());

    act(() => {
      vi.advanceTimersByTime(499);
    });
    expect(result.current.isOpen).toBe(true);

    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.isOpen).toBe(false);
  });

  it('stays open when reopened before the delay ends', () => {
    const { result } = renderHook(() => useDelayedClose(500));
    act(() => result.current.open());
    act(() => result.current.scheduleClose());
    act(() => {
      vi.advanceTimersByTime(300);
    });
    act(() => result.current.open());

    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(result.current.isOpen).toBe(true);
  });
});
