import { useEffect } from 'react';

import { recordVisit } from '@/features/visits/api/record-visit';

/** Where the browser keeps its visitor id (spec: browser storage, "a visitor id"). */
export const VISITOR_ID_KEY = 'bobine_visitor_id';

/** This browser's random visitor id, made and stored on first use. */
export function visitorId(storage: Storage = window.localStorage): string {
  const stored = storage.getItem(VISITOR_ID_KEY);
  if (stored) return stored;
  const id = crypto.randomUUID();
  storage.setItem(VISITOR_ID_KEY, id);
  return id;
}

/** Posted at most once per load of the app, even under StrictMode's double effects. */
let posted = false;

/**
 * Visitor tracking (docs/product.md, member side §3): posts the visitor id once per load of the app,
 * signed in or not. Failures (storage refused, network, rate limit) are only logged.
 */
export function useRecordVisit() {
  useEffect(() => {
    if (posted) return;
    posted = true;
    try {
      recordVisit(visitorId()).catch((error: unknown) => {
        console.warn('Visite non enregistrée', error);
      });
    } catch (error) {
      console.warn('Visite non enregistrée', error);
    }
  }, []);
}

/** Lets a test load the app again. */
export function resetVisitForTests() {
  posted = false;
}
