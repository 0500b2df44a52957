import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from '@/app/app';
import { loadPreloadedQueries } from '@/app/preloaded-queries';
import { createAppRouter } from '@/app/router';
import { createQueryClient } from '@/lib/react-query';
import '@/index.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// The router starts loading the page's code now, while the preloaded reads arrive; the
// first render is a transition, so a page that is ready at once renders in short slices
// (index.html's loading status stays up meanwhile).
const queryClient = createQueryClient();
const router = createAppRouter();
void loadPreloadedQueries(queryClient).then(() => {
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App queryClient={queryClient} router={router} />
      </StrictMode>,
    );
  });
});
