import { http, HttpResponse } from 'msw';

import type {
  AnalystProjectionItem,
  ProjectionReport,
  ProjectionsReport,
  RowsBody,
} from '@/types/api';

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

export function makeAnalystProjection(
  overrides: Partial<AnalystProjectionItem> = {},
): AnalystProjectionItem {
  return {
    name: 'per_category',
    version: 1,
    status: 'live',
    position: 1250,
    lag: 0,
    events_per_second: 0,
    eta_seconds: null,
    error: null,
    serving_version: 1,
    defined_by: 'analyst',
    defined_at: '2026-11-24T10:00:00Z',
    ...overrides,
  };
}

/** A projection's definition and its tables' rows, as the server holds them. */
type AnalystCopy = { sql: string; tables: Record<string, RowsBody> };

/**
 * Analysts' projections as the server holds them; a test changes them as the server
 * would (`addAnalystProjection`), or the commands of the screen do.
 */
export const analystProjectionsDb: {
  items: AnalystProjectionItem[];
  copies: Record<string, AnalystCopy>;
  /** What the query box answers. */
  queryAnswer: RowsBody;
} = { items: [], copies: {}, queryAnswer: { columns: [], rows: [], next_cursor: null } };

/** A projection listed, with its definition and its tables (none while its first replay runs). */
export function addAnalystProjection(
  item: AnalystProjectionItem,
  copy: Partial<AnalystCopy> = {},
): AnalystProjectionItem {
  analystProjectionsDb.items.push(item);
  analystProjectionsDb.copies[item.name] = {
    sql: copy.sql ?? 'CREATE TABLE t (n INTEGER);\n-- on MovieAdded\nINSERT INTO t VALUES (1);\n',
    tables: copy.tables ?? {},
  };
  return item;
}

/** Changes a listed projection as the server would (its progress, its status). */
export function updateAnalystProjection(name: string, changes: Partial<AnalystProjectionItem>) {
  analystProjectionsDb.items = analystProjectionsDb.items.map((item) =>
    item.name === name ? { ...item, ...changes } : item,
  );
}

/** The tables a definition creates, as "Vérifier" names them. */
const createdTables = (sql: string) =>
  [...sql.matchAll(/CREATE TABLE\s+(?:IF NOT EXISTS\s+)?(\w+)/gi)].map((match) => match[1] ?? '');

const notFound = () =>
  HttpResponse.json(
    { error: { code: 'projection_not_found', message: 'Projection non trouvée' } },
    { status: 404 },
  );

const findItem = (name: unknown) =>
  analystProjectionsDb.items.find((item) => item.name === name && item.status !== 'retired');

export function resetProjectionsDb() {
  projectionsDb.report = seed();
  analystProjectionsDb.items = [];
  analystProjectionsDb.copies = {};
  analystProjectionsDb.queryAnswer = { columns: [], rows: [], next_cursor: null };
}

const ANALYST = '/api/admin/analyst-projections';

export const projectionsHandlers = [
  http.get('/api/admin/projections', () => HttpResponse.json(projectionsDb.report)),
  http.post('/api/admin/projections/:name/rebuild', () => HttpResponse.json({ position: 1251 })),

  http.get(ANALYST, () => HttpResponse.json(analystProjectionsDb.items)),
  http.post(`${ANALYST}/check`, async ({ request }) => {
    const { sql = '' } = (await request.json()) as { sql?: string };
    return HttpResponse.json({ tables: createdTables(sql) });
  }),
  // Defined: computed from event 0, its tables unreadable until it has caught up.
  http.post(ANALYST, async ({ request }) => {
    const { name = '', sql = '' } = (await request.json()) as { name?: string; sql?: string };
    analystProjectionsDb.items = analystProjectionsDb.items.filter((item) => item.name !== name);
    addAnalystProjection(
      makeAnalystProjection({
        name,
        status: 'replaying',
        position: 0,
        lag: 1250,
        serving_version: null,
      }),
      { sql },
    );
    return HttpResponse.json({ name, version: 1 }, { status: 201 });
  }),
  http.get(`${ANALYST}/:name`, ({ params }) => {
    const item = findItem(params.name);
    const copy = analystProjectionsDb.copies[String(params.name)];
    if (!item || !copy) return notFound();
    const tables =
      item.serving_version === null
        ? []
        : Object.entries(copy.tables).map(([name, rows]) => ({ name, columns: rows.columns }));
    return HttpResponse.json({ ...item, sql: copy.sql, tables });
  }),
  // A new version: computed beside the one serving.
  http.put(`${ANALYST}/:name`, async ({ params, request }) => {
    const item = findItem(params.name);
    const copy = analystProjectionsDb.copies[String(params.name)];
    if (!item || !copy) return notFound();
    const { sql = '' } = (await request.json()) as { sql?: string };
    copy.sql = sql;
    updateAnalystProjection(item.name, {
      version: item.version + 1,
      status: 'replaying',
      position: 0,
      lag: 1250,
    });
    return HttpResponse.json({ name: item.name, version: item.version + 1 });
  }),
  http.delete(`${ANALYST}/:name`, ({ params }) => {
    const item = findItem(params.name);
    if (!item) return notFound();
    updateAnalystProjection(item.name, { status: 'retired' });
    return HttpResponse.json({});
  }),
  // A page: `cursor` is where it starts (the server's cursors mean nothing to the client).
  http.get(`${ANALYST}/:name/tables/:table`, ({ params, request }) => {
    const table = analystProjectionsDb.copies[String(params.name)]?.tables[String(params.table)];
    if (!findItem(params.name) || !table) {
      return HttpResponse.json(
        {
          error: {
            code: 'table_not_found',
            message: `Table inconnue : « ${String(params.table)} »`,
          },
        },
        { status: 404 },
      );
    }
    const url = new URL(request.url);
    const start = Number(url.searchParams.get('cursor') ?? 0);
    const limit = Number(url.searchParams.get('limit') ?? 100);
    const end = start + limit;
    return HttpResponse.json({
      columns: table.columns,
      rows: table.rows.slice(start, end),
      next_cursor: end < table.rows.length ? String(end) : null,
    });
  }),
  http.post(`${ANALYST}/:name/query`, () => HttpResponse.json(analystProjectionsDb.queryAnswer)),
];
