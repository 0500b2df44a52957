import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';

import { resetAdminAreaDb } from '@/testing/mocks/admin-area-handlers';
import { resetAdminMailDb } from '@/testing/mocks/admin-mail-handlers';
import { resetAuthDb } from '@/testing/mocks/auth-db';
import { resetCatalogueDb } from '@/testing/mocks/catalogue-db';
import { resetDb } from '@/testing/mocks/db';
import { resetFavouritesDb } from '@/testing/mocks/favourites-handlers';
import { resetModerationDb } from '@/testing/mocks/moderation-handlers';
import { resetProjectionsDb } from '@/testing/mocks/projections-handlers';
import { server } from '@/testing/mocks/server';

/*
 * A loaded machine (a build beside the tests) can take more than the default second to
 * render a lazy route; the waits are for the app's own answers, so a longer bound
 * only slows a failing test.
 */
configure({ asyncUtilTimeout: 5000 });

/* jsdom lacks these browser APIs; carousels and responsive code call them. */
if (!('matchMedia' in window)) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

class ResizeObserverStub implements ResizeObserver {
  observe(): void {
    /* nothing to watch in jsdom */
  }
  unobserve(): void {
    /* nothing to watch in jsdom */
  }
  disconnect(): void {
    /* nothing to watch in jsdom */
  }
}

class IntersectionObserverStub implements IntersectionObserver {
  readonly root = null;
  readonly rootMargin = '0px';
  readonly thresholds = [0];
  observe(): void {
    /* nothing to watch in jsdom */
  }
  unobserve(): void {
    /* nothing to watch in jsdom */
  }
  disconnect(): void {
    /* nothing to watch in jsdom */
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}

vi.stubGlobal('ResizeObserver', ResizeObserverStub);
vi.stubGlobal('IntersectionObserver', IntersectionObserverStub);
window.scrollTo = () => undefined;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetDb();
  resetAuthDb();
  resetCatalogueDb();
  resetFavouritesDb();
  resetModerationDb();
  resetAdminAreaDb();
  resetProjectionsDb();
  resetAdminMailDb();
});
afterAll(() => server.close());
