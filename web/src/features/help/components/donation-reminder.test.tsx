import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { reminderKey } from '@/features/help/hooks/use-donation-reminder';
import { memberUser, setSession } from '@/testing/mocks/auth-db';
import { renderApp } from '@/testing/test-utils';

describe('home donation reminder', () => {
  beforeEach(() => {
    // Timers advance with the clock, so the app's requests still resolve.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    window.localStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
    window.localStorage.clear();
  });

  it.each([['Faire un Don'], ['Non merci, peut-être plus tard']])(
    "shows the spec's buttons 3 s after entering /home; '%s' closes it and stores the time",
    async (button) => {
      setSession({ user: memberUser });
      const { user, router } = renderApp('/home');
      await screen.findByRole('heading', { level: 1 });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

      vi.advanceTimersByTime(3_000);
      const dialog = await screen.findByRole('dialog', { name: 'Bobine a besoin de vous' });
      expect(dialog).toBeVisible();
      expect(screen.getByRole('button', { name: 'Faire un Don' })).toBeVisible();

      await user.click(screen.getByRole('button', { name: button }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(window.localStorage.getItem(reminderKey(memberUser.id))).not.toBeNull();
      await waitFor(() =>
        expect(router.state.location.pathname).toBe(
          button === 'Faire un Don' ? '/donation' : '/home',
        ),
      );
    },
    // The first render loads the home and donation pages' chunks.
    15_000,
  );
});
