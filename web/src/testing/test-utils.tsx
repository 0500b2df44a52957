import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

import { AppProvider } from '@/app/app';
import { createAppRoutes } from '@/app/router';
import { createQueryClient, queryConfig } from '@/lib/react-query';

/** A fresh cache per test, without the retry so that errors show at once. */
export function createTestQueryClient() {
  return createQueryClient({
    ...queryConfig,
    queries: { ...queryConfig.queries, retry: false },
    mutations: { retry: false },
  });
}

/** Renders the real app routes at `url`, with the real providers. */
export function renderApp(url = '/home') {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(createAppRoutes(), { initialEntries: [url] });
  const user = userEvent.setup();
  const utils = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...utils, user, router, queryClient };
}
