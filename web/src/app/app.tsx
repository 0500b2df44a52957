import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';

import { createAppRouter } from '@/app/router';
import { useRecordVisit } from '@/features/visits/hooks/use-record-visit';
import { createQueryClient } from '@/lib/react-query';

type AppProviderProps = {
  queryClient: QueryClient;
  children: ReactNode;
};

/** The app-wide providers (tests wrap pages in the same ones). */
export function AppProvider({ queryClient, children }: AppProviderProps) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

type AppProps = {
  /** The cache and the router main.tsx made before the first render (new ones otherwise). */
  queryClient?: QueryClient;
  router?: ReturnType<typeof createAppRouter>;
};

/** The app as the browser loads it: one visit recorded per load, then the routes. */
export function App(props: AppProps) {
  useRecordVisit();
  const [queryClient] = useState(() => props.queryClient ?? createQueryClient());
  const [router] = useState(() => props.router ?? createAppRouter());

  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
