import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { catalogueDb, makeSeries } from '@/testing/mocks/catalogue-db';
import { answerCommand, recordQueries } from '@/testing/mocks/record';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';
import type { SeriesDetail } from '@/types/api';

/** Episode `n` of `season` in a seeded series. */
const episodeOf = (series: SeriesDetail, season: number, n: number) => {
  const found = series.seasons
    .find((candidate) => candidate.season_number === season)
    ?.episodes.find((episode) => episode.episode_number === n);
  if (!found) throw new Error(`no episode S${season}E${n}`);
  return found;
};

const rowOf = (tableName: string, title: string) => {
  const table = screen.getByRole('table', { name: tableName });
  const row = within(table).getByText(title).closest('tr');
  if (!row) throw new Error(`no row for ${title}`);
  return row;
};

async function openPage(url: string, tableName: string) {
  const rendered = renderApp(url);
  await screen.findByRole('table', { name: tableName });
  return rendered;
}

describe('admin anime screen', () => {
  it("lists animes only, with 'Studio inconnu', the anime status and four cards", async () => {
    const lists = recordQueries('/api/admin/series');
    const stats = recordQueries('/api/admin/series/stats');
    await openPage('/admin/animes', 'Animés');

    expect(lists.at(-1)?.get('anime')).toBe('true');
    expect(stats.at(-1)?.get('anime')).toBe('true');
    const row = rowOf('Animés', 'Lames du Vent');
    expect(within(row).getByText('Studio inconnu')).toBeInTheDocument();
    expect(within(row).getByText('Japon')).toBeInTheDocument();
    expect(within(row).getByText('1 saison · 2 épisodes')).toBeInTheDocument();
    expect(within(row).getByText('Terminé')).toBeInTheDocument();
    expect(within(row).getByText('4.1/5')).toBeInTheDocument();
    expect(within(row).getByText('Une')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Voir Lames du Vent' })).toHaveAttribute(
      'href',
      '/series/a-1',
    );
    expect(screen.queryByText('Les Veilleurs')).not.toBeInTheDocument();

    const cards = screen.getByRole('list', { name: 'Statistiques des animés' });
    await waitFor(() =>
      expect(within(cards).getByText('Total animés').nextSibling).toHaveTextContent('1'),
    );
    expect(within(cards).getByText('Total épisodes').nextSibling).toHaveTextContent('2');
    expect(within(cards).getAllByRole('listitem')).toHaveLength(4);
  });

  it('adds an anime with its defaults, and holds its year to 1960-2030', async () => {
    const posts = answerCommand('post', '/api/admin/series', () =>
      catalogueDb.animes.unshift({
        ...makeSeries({ id: 'new-id', title: 'Ciel de Fer', is_anime: true }),
        seasons: [],
      }),
    );
    const { user } = await openPage('/admin/animes', 'Animés');

    await user.click(screen.getByRole('button', { name: 'Ajouter un animé' }));
    const dialog = screen.getByRole('dialog', { name: 'Ajouter un animé' });
    expect(within(dialog).getByLabelText('Statut')).toHaveDisplayValue('Terminé');
    expect(within(dialog).getByLabelText('Pays')).toHaveValue('Japon');
    expect(within(dialog).getByLabelText('Langue')).toHaveValue('Japonais');
    expect(within(dialog).getByLabelText('Nouveau')).toBeChecked();
    expect(within(dialog).getByLabelText('À la une')).not.toBeChecked();
    expect(
      within(within(dialog).getByLabelText('Pays'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Japon', 'Corée du Sud', 'Chine', 'États-Unis']);

    await user.type(within(dialog).getByLabelText('Titre'), 'Ciel de Fer');
    await user.type(within(dialog).getByLabelText('Année de sortie'), '1959');
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    expect(within(dialog).getByLabelText('Année de sortie')).toHaveAccessibleDescription(
      "L'année doit être comprise entre 1960 et 2030",
    );
    expect(posts).toEqual([]);

    await user.clear(within(dialog).getByLabelText('Année de sortie'));
    await user.type(within(dialog).getByLabelText('Année de sortie'), '1988');
    await user.click(await within(dialog).findByLabelText('Shōnen'));
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Animé ajouté');
    expect(posts[0]?.path).toBe('/api/admin/series?anime=true');
    expect(posts[0]?.body).toMatchObject({
      title: 'Ciel de Fer',
      release_year: 1988,
      status: 'completed',
      country: 'Japon',
      language: 'Japonais',
      director: null,
      rating: null,
      is_new: true,
      is_featured: false,
      genre_ids: ['g-4'],
      anime: true,
    });
    expect(posts[0]?.body).not.toHaveProperty('total_episodes');
    expect(await screen.findByText('Ciel de Fer')).toBeInTheDocument();
  });

  it('asks before deleting an anime, saying its episodes go too', async () => {
    const sent = answerCommand('delete', '/api/admin/series/:id', () => {
      catalogueDb.animes = [];
    });
    const { user } = await openPage('/admin/animes', 'Animés');
    await user.click(screen.getByRole('button', { name: 'Supprimer Lames du Vent' }));
    const dialog = screen.getByRole('dialog', {
      name: 'Êtes-vous sûr de vouloir supprimer cet animé ?',
    });
    expect(dialog).toHaveTextContent('tous ses épisodes (2) seront également supprimés');
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Aucun animé trouvé')).toBeInTheDocument();
    expect(sent).toEqual([{ path: '/api/admin/series/a-1', body: null }]);
  });
});

describe('admin series screen', () => {
  it('adds a series with its defaults, recorded as no anime', async () => {
    const posts = record('post', '/api/admin/series');
    const { user } = await openPage('/admin/series', 'Séries');

    await user.click(screen.getByRole('button', { name: 'Ajouter une série' }));
    const dialog = screen.getByRole('dialog', { name: 'Ajouter une série' });
    await user.type(within(dialog).getByLabelText('Titre'), 'Les Riverains');
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Série ajoutée');
    expect(posts[0]?.params.has('anime')).toBe(false);
    expect(posts[0]?.body).toMatchObject({
      title: 'Les Riverains',
      status: 'ongoing',
      country: 'États-Unis',
      language: 'Anglais',
      is_new: false,
      anime: false,
    });
  });

  it('lists series without animes and filters by status', async () => {
    const lists = recordQueries('/api/admin/series');
    const { user } = await openPage('/admin/series', 'Séries');
    expect(lists.at(-1)?.get('anime')).toBe('false');
    const row = rowOf('Séries', 'Les Veilleurs');
    expect(within(row).getByText('Paul Durand')).toBeInTheDocument();
    expect(within(row).getByText('2 saisons · 3 épisodes')).toBeInTheDocument();
    expect(within(row).getByText('En cours')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "← Retour à l'administration" })).toHaveAttribute(
      'href',
      '/admin',
    );

    catalogueDb.series = [];
    await user.selectOptions(screen.getByLabelText('Statut'), 'Terminée');
    expect(await screen.findByText('Aucune série trouvée')).toBeInTheDocument();
    expect(lists.at(-1)?.get('status')).toBe('completed');
  });

  it('adds an episode in the episodes dialog and shows the totals the server derives', async () => {
    const posts = answerCommand('post', '/api/admin/series/:id/episodes', () => {
      const [series] = catalogueDb.series;
      if (!series) return;
      series.seasons.push({
        season_number: 3,
        episodes: [
          { ...episodeOf(series, 1, 1), id: 'new-id', season_number: 3, title: 'Le Final' },
        ],
      });
      Object.assign(series, { total_seasons: 3, total_episodes: 4 });
    });
    const { user } = await openPage('/admin/series', 'Séries');

    await user.click(screen.getByRole('button', { name: 'Gérer les épisodes de Les Veilleurs' }));
    const dialog = screen.getByRole('dialog', { name: 'Épisodes de Les Veilleurs' });
    expect(await within(dialog).findByText('É1 · Le Début')).toBeInTheDocument();
    expect(within(dialog).getByText('2 saisons · 3 épisodes')).toBeInTheDocument();
    expect(
      within(within(dialog).getByRole('region', { name: 'Saison 2' })).getAllByRole('listitem'),
    ).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'Ajouter un épisode' }));
    expect(within(dialog).getByLabelText('Numéro de saison')).toHaveValue(2);
    expect(within(dialog).getByLabelText("Numéro d'épisode")).toHaveValue(2);
    expect(within(dialog).getByLabelText('Durée (minutes)')).toHaveValue(45);
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    expect(within(dialog).getByLabelText("Titre de l'épisode")).toHaveAccessibleDescription(
      "Le titre de l'épisode est requis",
    );
    expect(posts).toEqual([]);

    await user.clear(within(dialog).getByLabelText('Numéro de saison'));
    await user.type(within(dialog).getByLabelText('Numéro de saison'), '3');
    await user.clear(within(dialog).getByLabelText("Numéro d'épisode"));
    await user.type(within(dialog).getByLabelText("Numéro d'épisode"), '1');
    await user.type(within(dialog).getByLabelText("Titre de l'épisode"), 'Le Final');
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter' }));

    expect(await within(dialog).findByText('3 saisons · 4 épisodes')).toBeInTheDocument();
    expect(
      within(within(dialog).getByRole('region', { name: 'Saison 3' })).getByText('É1 · Le Final'),
    ).toBeInTheDocument();
    expect(posts[0]?.path).toBe('/api/admin/series/s-1/episodes');
    expect(posts[0]?.body).toEqual({
      season_number: 3,
      episode_number: 1,
      title: 'Le Final',
      synopsis: null,
      duration_minutes: 45,
      air_date: null,
      video_url: null,
      video_url_vf: null,
      video_url_vostfr: null,
      thumbnail_url: null,
    });
    await waitFor(() =>
      expect(
        within(rowOf('Séries', 'Les Veilleurs')).getByText('3 saisons · 4 épisodes'),
      ).toBeInTheDocument(),
    );
  });

  it("shows the server's refusal of a duplicate episode and deletes one after asking", async () => {
    server.use(
      http.post('/api/admin/series/:id/episodes', () =>
        HttpResponse.json(
          {
            error: {
              code: 'duplicate_episode',
              message: "L'épisode 2 de la saison 1 existe déjà",
            },
          },
          { status: 409 },
        ),
      ),
    );
    const deleted = answerCommand('delete', '/api/admin/episodes/:id', () => {
      const [series] = catalogueDb.series;
      if (!series) return;
      series.seasons = series.seasons.filter((season) => season.season_number !== 2);
      Object.assign(series, { total_seasons: 1, total_episodes: 2 });
    });
    const { user } = await openPage('/admin/series', 'Séries');
    await user.click(screen.getByRole('button', { name: 'Gérer les épisodes de Les Veilleurs' }));
    const dialog = screen.getByRole('dialog', { name: 'Épisodes de Les Veilleurs' });
    await within(dialog).findByText('É1 · Le Début');

    await user.click(within(dialog).getByRole('button', { name: 'Ajouter un épisode' }));
    await user.clear(within(dialog).getByLabelText('Numéro de saison'));
    await user.type(within(dialog).getByLabelText('Numéro de saison'), '1');
    await user.clear(within(dialog).getByLabelText("Numéro d'épisode"));
    await user.type(within(dialog).getByLabelText("Numéro d'épisode"), '2');
    await user.type(within(dialog).getByLabelText("Titre de l'épisode"), 'Doublon');
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "Erreur lors de la sauvegarde de l'épisode: L'épisode 2 de la saison 1 existe déjà",
    );
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));

    await user.click(within(dialog).getByRole('button', { name: 'Supprimer S2E1' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
    expect(await within(dialog).findByText('1 saison · 2 épisodes')).toBeInTheDocument();
    expect(within(dialog).queryByText('É1 · Le Retour')).not.toBeInTheDocument();
    expect(deleted).toEqual([{ path: '/api/admin/episodes/e-2-1', body: null }]);
  });

  it('asks before deleting a series, saying its episodes go too', async () => {
    answerCommand('delete', '/api/admin/series/:id', () => {
      catalogueDb.series = [];
    });
    const { user } = await openPage('/admin/series', 'Séries');
    await user.click(screen.getByRole('button', { name: 'Supprimer Les Veilleurs' }));
    const dialog = screen.getByRole('dialog', {
      name: 'Êtes-vous sûr de vouloir supprimer cette série ?',
    });
    expect(dialog).toHaveTextContent(
      'Les Veilleurs : tous ses épisodes (3) seront également supprimés.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Aucune série trouvée')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Série supprimée');
  });
});
