import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useRedirectAfter } from '@/features/auth/hooks/use-redirect-after';

/** A page that leaves for /home `delayMs` after it shows, once `beforeLeave` settles. */
function renderPage(delayMs: number, beforeLeave?: () => Promise<unknown>) {
  function Page() {
    useRedirectAfter(true, '/home', delayMs, beforeLeave);
    return null;
  }
  const router = createMemoryRouter(
    [
      { path: '/register', Component: Page },
      { path: '/home', Component: () => null },
    ],
    { initialEntries: ['/register'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('useRedirectAfter', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('leaves only once the delay has passed', async () => {
    const router = renderPage(2000);

    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(router.state.location.pathname).toBe('/register');

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(router.state.location.pathname).toBe('/home');
  });

  it('waits for what must happen before leaving, even when it fails', async () => {
    let settle: (() => void) | undefined;
    const router = renderPage(
      500,
      () => new Promise<void>((_, reject) => (settle = () => reject(new Error('hors ligne')))),
    );

    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(settle).toBeDefined();
    expect(router.state.location.pathname).toBe('/register');

    settle?.();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(router.state.location.pathname).toBe('/home');
  });
});
