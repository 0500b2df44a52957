import { http, HttpResponse } from 'msw';

import type { ProjectionReport, ProjectionsReport } from '@/types/api';

export function makeProjection(overrides: Partial<ProjectionReport> = {}): ProjectionReport {
  return {
    name: 'catalogue',
    version: 3,
    position: 1200,
    lag_events: 0,
    lag_seconds: 0,
    rate: 0,
    caught_up: true,
    error: null,
    rebuild: null,
    ...overrides,
  };
}

/** The status `GET /api/admin/projections` answers; a test changes it as the server would. */
export const projectionsDb: { report: ProjectionsReport } = { report: seed() };

function seed(): ProjectionsReport {
  return {
    head: 1250,
    projections: [
      makeProjection({ name: 'accounts', version: 2, position: 1250 }),
      makeProjection({
        name: 'catalogue',
        position: 1200,
        lag_events: 50,
        lag_seconds: 1.5,
        rate: 2400,
        caught_up: false,
      }),
      makeProjection({ name: 'search', version: 2, position: 900, error: 'disque plein' }),
    ],
  };
}

export function resetProjectionsDb() {
  projectionsDb.report = seed();
}

export const projectionsHandlers = [
  http.get('/api/admin/projections', () => HttpResponse.json(projectionsDb.report)),
  http.post('/api/admin/projections/:name/rebuild', () => HttpResponse.json({ position: 1251 })),
];
