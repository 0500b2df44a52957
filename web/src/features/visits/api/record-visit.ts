import { api } from '@/lib/api-client';

/** `POST /api/visits`: this browser loaded the app (counted once a day by the server). */
export function recordVisit(visitorId: string): Promise<unknown> {
  return api.post('/api/visits', { body: { visitor_id: visitorId } });
}
