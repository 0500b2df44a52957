import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { analystUser, setSession } from '@/testing/mocks/auth-db';
import {
  addAnalystProjection,
  analystProjectionsDb,
  makeAnalystProjection,
  updateAnalystProjection,
} from '@/testing/mocks/projections-handlers';
import { answerError, recordQueries, type SentCommand } from '@/testing/mocks/record';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';

const ANALYST = '/api/admin/analyst-projections';

/** A number as the screen writes it (French grouping). */
const fr = (value: number) => value.toLocaleString('fr-FR');

const definition = (eventType: string) =>
  [
    'CREATE TABLE per_category (category TEXT PRIMARY KEY, genres INTEGER NOT NULL);',
    'CREATE TABLE totals (n INTEGER);',
    `-- on ${eventType}`,
    "INSERT INTO per_category VALUES (:payload ->> '$.category', 1)",
    '  ON CONFLICT (category) DO UPDATE SET genres = genres + 1;',
  ].join('\n');

async function openPage() {
  setSession({ user: analystUser });
  const rendered = renderApp('/admin/projections');
  if (analystProjectionsDb.items.length > 0) {
    await screen.findByRole('table', { name: "Projections d'analystes" });
  } else {
    await screen.findByText("Aucune projection d'analyste pour l'instant.");
  }
  return rendered;
}

/** The row of a projection in the analysts' list (not in the built-in projections' table). */
function rowOf(name: string) {
  const list = screen.getByRole('table', { name: "Projections d'analystes" });
  const row = within(list).getByRole('rowheader', { name }).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

/** Records the JSON bodies of `method path`, then lets the current handler answer. */
function recordBodies(method: 'post' | 'put' | 'delete', path: string): SentCommand[] {
  const sent: SentCommand[] = [];
  server.use(
    http[method](path, async ({ request }) => {
      const text = await request.clone().text();
      sent.push({
        path: new URL(request.url).pathname,
        body: text ? (JSON.parse(text) as unknown) : null,
      });
    }),
  );
  return sent;
}

/** A live projection with one table of `rows`. */
function liveProjection(columns: string[], rows: (string | number | null)[][]) {
  addAnalystProjection(makeAnalystProjection({ name: 'per_category', events_per_second: 12 }), {
    sql: definition('GenreCreated'),
    tables: { per_category: { columns, rows, next_cursor: null } },
  });
}

describe("analysts' projections: the list", () => {
  it('shows each status, the progress of a replay and the event and message of a failure', async () => {
    addAnalystProjection(
      makeAnalystProjection({
        name: 'films',
        status: 'replaying',
        position: 500,
        lag: 750,
        events_per_second: 2500,
        eta_seconds: 80,
        serving_version: null,
      }),
    );
    addAnalystProjection(makeAnalystProjection({ name: 'per_category', events_per_second: 12 }));
    addAnalystProjection(
      makeAnalystProjection({
        name: 'backlog',
        status: 'failed',
        position: 41,
        error: { position: 42, message: 'Ligne 3 : UNIQUE constraint failed: t.n' },
      }),
    );
    addAnalystProjection(makeAnalystProjection({ name: 'old_one', status: 'retired' }));
    await openPage();

    const cells = (name: string) =>
      within(rowOf(name))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);

    const replaying = rowOf('films');
    expect(within(replaying).getByText('En cours de calcul')).toBeInTheDocument();
    expect(within(replaying).getByRole('progressbar', { name: 'Calcul de films' })).toHaveAttribute(
      'value',
      '40',
    );
    expect(within(replaying).getByText('750 événements restants')).toBeInTheDocument();
    // Version, state, position, events per second, time left.
    expect(cells('films').slice(2, 5)).toEqual(['500', fr(2500), '1 min 20 s']);

    expect(cells('per_category').slice(1, 5)).toEqual(['À jour', '1250', '12', '—']);

    expect(within(rowOf('backlog')).getByText('En échec')).toBeInTheDocument();
    expect(
      within(rowOf('backlog')).getByText(
        "Arrêtée à l'événement 42 : Ligne 3 : UNIQUE constraint failed: t.n",
      ),
    ).toBeInTheDocument();

    expect(within(rowOf('old_one')).getByText('Retirée')).toBeInTheDocument();
    expect(within(rowOf('old_one')).queryByRole('button')).not.toBeInTheDocument();
    expect(
      within(rowOf('per_category')).getByRole('button', { name: 'Ouvrir per_category' }),
    ).toBeInTheDocument();
  });

  it('follows a replay every second until the projection is live, then stops reading', async () => {
    addAnalystProjection(
      makeAnalystProjection({
        name: 'films',
        status: 'replaying',
        position: 500,
        lag: 750,
        events_per_second: 2500,
        eta_seconds: 1,
        serving_version: null,
      }),
    );
    const reads = recordQueries(ANALYST);
    await openPage();
    expect(within(rowOf('films')).getByText('En cours de calcul')).toBeInTheDocument();

    updateAnalystProjection('films', {
      status: 'live',
      position: 1250,
      lag: 0,
      eta_seconds: null,
      serving_version: 1,
    });
    await waitFor(() => expect(within(rowOf('films')).getByText('À jour')).toBeInTheDocument(), {
      timeout: 3000,
    });
    expect(within(rowOf('films')).queryByRole('progressbar')).not.toBeInTheDocument();

    const seen = reads.length;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(reads).toHaveLength(seen);
  });
});

describe("analysts' projections: the form", () => {
  it('shows the line of a mistake on Vérifier, then the tables once it is fixed', async () => {
    const bad = definition('FilmAjouté');
    const checks = answerError(
      'post',
      `${ANALYST}/check`,
      422,
      {
        code: 'invalid_projection',
        message: "Ligne 3 : type d'événement inconnu : « FilmAjouté » (docs/events.md les liste)",
        field: 'sql',
      },
      { once: true },
    );
    const { user } = await openPage();

    await user.type(screen.getByLabelText('Nom'), 'per_category');
    const sql = screen.getByLabelText('Définition SQL');
    await user.click(sql);
    await user.paste(bad);
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Ligne 3 : type d'événement inconnu : « FilmAjouté »");
    expect(within(alert).getByText('-- on FilmAjouté')).toBeInTheDocument();
    expect(checks).toEqual([{ path: `${ANALYST}/check`, body: { sql: bad } }]);
    // The focus is on the faulty line, and the definition is described by the problem.
    expect(sql).toHaveFocus();
    expect(sql).toHaveAttribute('aria-invalid', 'true');
    expect(sql).toHaveAccessibleDescription(/Ligne 3 : type d'événement inconnu/);
    const start = bad.indexOf('-- on');
    expect(sql).toHaveProperty('selectionStart', start);
    expect(sql).toHaveProperty('selectionEnd', start + '-- on FilmAjouté'.length);

    await user.clear(sql);
    await user.paste(definition('GenreCreated'));
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Définition correcte : tables per_category, totals',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(sql).not.toHaveAttribute('aria-invalid');
  });

  it('launches a definition: it is posted, appears in the list and opens', async () => {
    const refused = answerError(
      'post',
      ANALYST,
      422,
      {
        code: 'invalid_name',
        message:
          'Nom de projection invalide : de 3 à 40 caractères, lettres minuscules, chiffres et « _ », en commençant par une lettre',
        field: 'name',
      },
      { once: true },
    );
    const sent = recordBodies('post', ANALYST);
    const { user } = await openPage();
    expect(screen.getByText("Aucune projection d'analyste pour l'instant.")).toBeInTheDocument();

    const name = screen.getByLabelText('Nom');
    await user.type(name, 'Films');
    await user.click(screen.getByLabelText('Définition SQL'));
    await user.paste(definition('GenreCreated'));
    await user.click(screen.getByRole('button', { name: 'Lancer' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Nom de projection invalide');
    expect(refused).toHaveLength(1);
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');

    await user.clear(name);
    await user.type(name, 'per_category');
    await user.click(screen.getByRole('button', { name: 'Lancer' }));

    expect(await screen.findByText('Projection per_category lancée')).toBeInTheDocument();
    expect(sent.map((command) => command.body)).toEqual([
      { name: 'Films', sql: definition('GenreCreated') },
      { name: 'per_category', sql: definition('GenreCreated') },
    ]);
    expect(within(rowOf('per_category')).getByText('En cours de calcul')).toBeInTheDocument();
    const detail = screen.getByRole('region', { name: 'Projection per_category' });
    expect(
      await within(detail).findByText(
        'Les tables seront lisibles une fois le premier calcul terminé.',
      ),
    ).toBeInTheDocument();
    // Its name is taken now: the same form would give it a new version.
    expect(screen.getByRole('button', { name: 'Nouvelle version' })).toBeInTheDocument();
  });

  it('gives an existing projection a new version through PUT', async () => {
    liveProjection(['category', 'genres'], [['Films', 2]]);
    const sent = recordBodies('put', `${ANALYST}/:name`);
    const { user } = await openPage();

    await user.click(screen.getByRole('button', { name: 'Ouvrir per_category' }));
    expect(await screen.findByRole('heading', { name: 'Projection per_category' })).toHaveFocus();
    await user.click(
      await screen.findByRole('button', {
        name: 'Préparer une nouvelle version de per_category',
      }),
    );

    const form = screen.getByRole('form', { name: 'Nouvelle version de per_category' });
    expect(within(form).getByLabelText('Nom')).toHaveValue('per_category');
    const sql = within(form).getByLabelText('Définition SQL');
    expect(sql).toHaveValue(definition('GenreCreated'));
    expect(sql).toHaveFocus();

    await user.type(sql, '\nDELETE FROM totals;');
    await user.click(within(form).getByRole('button', { name: 'Nouvelle version' }));

    expect(await within(form).findByText(/^Version 2 de per_category lancée/)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        path: `${ANALYST}/per_category`,
        body: { sql: `${definition('GenreCreated')}\nDELETE FROM totals;` },
      },
    ]);
    const row = rowOf('per_category');
    expect(within(row).getByText('En cours de calcul')).toBeInTheDocument();
    expect(within(row).getByText('(la version 1 sert les lectures)')).toBeInTheDocument();
  });

  it('retires a projection only once confirmed', async () => {
    liveProjection(['category', 'genres'], [['Films', 2]]);
    const sent = recordBodies('delete', `${ANALYST}/:name`);
    const { user } = await openPage();

    await user.click(screen.getByRole('button', { name: 'Retirer per_category' }));
    let dialog = screen.getByRole('dialog', { name: 'Retirer la projection per_category ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent).toHaveLength(0);
    expect(within(rowOf('per_category')).getByText('À jour')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retirer per_category' }));
    dialog = screen.getByRole('dialog', { name: 'Retirer la projection per_category ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Retirer' }));

    const notice = await screen.findByText('Projection per_category retirée');
    expect(notice).toHaveFocus();
    expect(sent).toEqual([{ path: `${ANALYST}/per_category`, body: null }]);
    expect(within(rowOf('per_category')).getByText('Retirée')).toBeInTheDocument();
    expect(within(rowOf('per_category')).queryByRole('button')).not.toBeInTheDocument();
  });
});

describe("analysts' projections: a projection's detail", () => {
  it('shows its SQL and a page of its table, pages through the cursor, and links the downloads', async () => {
    const rows = [
      ['Films', 2],
      ['Animés', 1],
      [null, 0],
      ...Array.from({ length: 52 }, (_, index) => [`Catégorie ${index + 4}`, index]),
    ];
    liveProjection(['category', 'genres'], rows);
    const pages = recordQueries(`${ANALYST}/:name/tables/:table`);
    const { user } = await openPage();

    await user.click(screen.getByRole('button', { name: 'Ouvrir per_category' }));
    const detail = await screen.findByRole('region', { name: 'Projection per_category' });
    expect(
      await within(detail).findByRole('region', { name: 'Code SQL de per_category' }),
    ).toHaveTextContent('CREATE TABLE per_category');

    const table = await within(detail).findByRole('table', { name: 'Table per_category' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['category', 'genres']);
    expect(within(table).getAllByRole('row')).toHaveLength(51);
    expect(within(table).getByText('Animés')).toBeInTheDocument();
    expect(within(table).getByText('NULL')).toBeInTheDocument();
    expect(within(table).queryByText('Catégorie 54')).not.toBeInTheDocument();

    expect(within(detail).getByRole('link', { name: 'Télécharger en CSV' })).toHaveAttribute(
      'href',
      '/api/admin/analyst-projections/per_category/tables/per_category?format=csv',
    );
    expect(within(detail).getByRole('link', { name: 'Télécharger en NDJSON' })).toHaveAttribute(
      'href',
      '/api/admin/analyst-projections/per_category/tables/per_category?format=ndjson',
    );

    const pager = within(detail).getByRole('navigation', { name: 'Pages de per_category' });
    expect(within(pager).getByRole('button', { name: 'Page précédente' })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: 'Page suivante' }));

    expect(await within(table).findByText('Catégorie 54')).toBeInTheDocument();
    expect(within(table).queryByText('Animés')).not.toBeInTheDocument();
    expect(within(pager).getByText('Page 2')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Page suivante' })).toBeDisabled();
    expect(pages.map((query) => query.get('cursor'))).toContain('50');

    await user.click(within(pager).getByRole('button', { name: 'Page précédente' }));
    expect(await within(table).findByText('Animés')).toBeInTheDocument();
  });

  it('runs a SELECT in the query box, and says why another statement is refused', async () => {
    liveProjection(['category', 'genres'], [['Films', 2]]);
    analystProjectionsDb.queryAnswer = { columns: ['total'], rows: [[3]], next_cursor: null };
    const queries = recordBodies('post', `${ANALYST}/:name/query`);
    const { user } = await openPage();

    await user.click(screen.getByRole('button', { name: 'Ouvrir per_category' }));
    const box = await screen.findByLabelText('Requête (SELECT)');
    await user.type(box, 'SELECT sum(genres) AS total FROM per_category');
    await user.click(screen.getByRole('button', { name: 'Exécuter' }));

    const result = await screen.findByRole('table', { name: 'Résultat de la requête' });
    expect(within(result).getByRole('columnheader', { name: 'total' })).toBeInTheDocument();
    expect(within(result).getByRole('cell', { name: '3' })).toBeInTheDocument();
    expect(screen.getByText('1 ligne')).toBeInTheDocument();
    expect(queries).toEqual([
      {
        path: `${ANALYST}/per_category/query`,
        body: { sql: 'SELECT sum(genres) AS total FROM per_category' },
      },
    ]);

    answerError('post', `${ANALYST}/:name/query`, 422, {
      code: 'read_only_query',
      message: 'la requête ne peut que lire (SELECT)',
    });
    await user.clear(box);
    await user.type(box, 'DELETE FROM per_category');
    // Ctrl+Entrée runs it from the box.
    await user.keyboard('{Control>}{Enter}{/Control}');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Requête refusée : la requête ne peut que lire (SELECT)',
    );
    expect(screen.queryByRole('table', { name: 'Résultat de la requête' })).not.toBeInTheDocument();
    expect(box).toHaveAccessibleDescription(/Requête refusée/);
  });

  it('charts two chosen columns of a table', async () => {
    // jsdom lays nothing out: the chart's container measures as a browser would.
    const size = { width: 640, height: 288 };
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      ...size,
      x: 0,
      y: 0,
      top: 0,
      left: 0,
      right: size.width,
      bottom: size.height,
      toJSON: () => size,
    });
    liveProjection(
      ['category', 'genres', 'films'],
      [
        ['Films', 2, 120],
        ['Séries', 3, 60],
        ['Animés', 1, 30],
      ],
    );
    const { user } = await openPage();

    await user.click(screen.getByRole('button', { name: 'Ouvrir per_category' }));
    const vertical = await screen.findByLabelText('Axe vertical (nombres)');
    // Only columns of numbers go up the vertical axis.
    await waitFor(() =>
      expect(
        within(vertical)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['genres', 'films']),
    );
    expect(screen.getByLabelText('Axe horizontal')).toHaveValue('category');
    expect(vertical).toHaveValue('genres');
    const chart = await screen.findByTestId('analyst-chart');
    /** The bars' heights, relative to the first one's. */
    const bars = () => {
      const heights = [
        ...chart.querySelectorAll('.recharts-bar-rectangle .recharts-rectangle'),
      ].map((bar) => Number(bar.getAttribute('height')));
      return heights.map((height) => height / (heights[0] ?? 1));
    };
    await waitFor(() => expect(bars()).toHaveLength(3));
    expect(bars()[1]).toBeCloseTo(3 / 2);

    await user.selectOptions(vertical, 'films');

    expect(
      screen.getByText('Barres : films selon category, première page de per_category (3 points)'),
    ).toBeInTheDocument();
    await waitFor(() => expect(bars()[1]).toBeCloseTo(1 / 2));
    expect(bars()[2]).toBeCloseTo(1 / 4);

    await user.selectOptions(screen.getByLabelText('Type de graphique'), 'line');
    expect(
      screen.getByText('Courbe : films selon category, première page de per_category (3 points)'),
    ).toBeInTheDocument();
    await waitFor(() => expect(chart.querySelector('.recharts-line-curve')).not.toBeNull());
    expect(chart.querySelector('.recharts-bar-rectangle')).toBeNull();
  });
});
