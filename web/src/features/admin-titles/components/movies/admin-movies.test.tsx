import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { LOAD_MORE_RULE } from '@/features/admin-titles/utils/defaults';
import { catalogueDb, makeMovie } from '@/testing/mocks/catalogue-db';
import { answerCommand, recordQueries } from '@/testing/mocks/record';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';

const comedy = { id: 'g-2', name: 'Comédie', slug: 'films-comedie', category: 'Films' } as const;

const table = () => screen.getByRole('table', { name: 'Films' });

const rowOf = (title: string) => {
  const row = within(table()).getByText(title).closest('tr');
  if (!row) throw new Error(`no row for ${title}`);
  return row;
};

const listedTitles = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('a span')?.textContent);

async function openPage() {
  const rendered = renderApp('/admin');
  await screen.findByRole('table', { name: 'Films' });
  return rendered;
}

afterEach(() => vi.useRealTimers());

describe('admin films screen', () => {
  it('keeps the cards of the admin screens, with series and animes', async () => {
    await openPage();
    const nav = screen.getByRole('navigation', { name: "Navigation de l'administration" });
    expect(within(nav).getByRole('link', { name: /Séries/ })).toHaveAttribute(
      'href',
      '/admin/series',
    );
    expect(within(nav).getByRole('link', { name: /Animés/ })).toHaveAttribute(
      'href',
      '/admin/animes',
    );
    expect(within(nav).getByRole('link', { name: /Journal d'audit/ })).toHaveAttribute(
      'href',
      '/admin/audit',
    );
    expect(within(nav).getByRole('link', { name: /Contestations/ })).toHaveAttribute(
      'href',
      '/admin/appeals',
    );
    expect(within(nav).getAllByRole('link')).toHaveLength(12);
  });

  it('shows the counters and each film with its duration, money, chips and badges', async () => {
    catalogueDb.movies[0] = makeMovie({
      budget: 150_000_000,
      box_office: 2_500_000,
      genres: [{ id: 'g-9', name: 'Science-fiction', slug: 'films-sf', category: 'Films' }],
    });
    catalogueDb.movies[1] = makeMovie({
      id: 'm-2',
      title: 'Nuit Blanche',
      original_title: null,
      duration_minutes: 45,
      budget: 850_000,
      box_office: 500,
      rating: null,
      is_featured: false,
      is_new: false,
    });
    catalogueDb.movieStats = { total: 2, featured: 1, new: 1, views: 25_000 };
    await openPage();

    const stats = screen.getByRole('list', { name: 'Statistiques des films' });
    await waitFor(() =>
      expect(within(stats).getByText('Films').nextSibling).toHaveTextContent('2'),
    );
    expect(within(stats).getByText('Vues totales').nextSibling).toHaveTextContent(/25\s000/);

    const voyage = rowOf('Le Grand Voyage');
    expect(within(voyage).getByText('The Long Journey')).toBeInTheDocument();
    expect(within(voyage).getByText('2h 15min')).toBeInTheDocument();
    expect(within(voyage).getByText('4.4/5')).toBeInTheDocument();
    expect(within(voyage).getByText('12,5k')).toBeInTheDocument();
    expect(within(voyage).getByText('150 M €')).toBeInTheDocument();
    expect(within(voyage).getByText('2,5 M €')).toBeInTheDocument();
    expect(within(voyage).getByTitle('Science-fiction')).toHaveTextContent(/^Science-$/);
    expect(within(voyage).getByText('Une')).toBeInTheDocument();
    expect(within(voyage).getByText('New')).toBeInTheDocument();
    const links = within(voyage).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/movie/m-1', '/movie/m-1']);
    expect(within(voyage).getByRole('link', { name: 'Voir Le Grand Voyage' })).toBeVisible();

    const nuit = rowOf('Nuit Blanche');
    expect(within(nuit).getByText('45min')).toBeInTheDocument();
    expect(within(nuit).getByText('850 K €')).toBeInTheDocument();
    expect(within(nuit).getByText('500 €')).toBeInTheDocument();
    expect(within(nuit).queryByText('Une')).not.toBeInTheDocument();
    expect(within(nuit).queryByText('New')).not.toBeInTheDocument();
    expect(screen.getByText('Tous les films ont été chargés')).toBeInTheDocument();
  });

  it('asks the server again with the search, the filters and the sort', async () => {
    const seen = recordQueries('/api/admin/movies');
    const { user } = await openPage();
    expect(seen.at(-1)?.get('limit')).toBe('50');
    expect(seen.at(-1)?.has('q')).toBe(false);

    catalogueDb.movies = catalogueDb.movies.filter((movie) => movie.title === 'Nuit Blanche');

    await user.type(screen.getByLabelText('Rechercher'), 'nuit');
    await waitFor(() => expect(listedTitles()).toEqual(['Nuit Blanche']));
    expect(seen.at(-1)?.get('q')).toBe('nuit');

    await user.clear(screen.getByLabelText('Rechercher'));
    await user.selectOptions(screen.getByLabelText('Qualité'), '4K');
    await user.selectOptions(screen.getByLabelText('Note minimale'), '2+');
    await user.selectOptions(screen.getByLabelText('Vues minimales'), '500+');
    await user.selectOptions(screen.getByLabelText('Genre'), 'Action');
    await user.selectOptions(screen.getByLabelText('Nouveautés'), 'Non');
    await user.type(screen.getByLabelText('Année min.'), '2000');
    await user.selectOptions(screen.getByLabelText('Trier par'), 'Vues');

    await waitFor(() => expect(seen.at(-1)?.get('year_min')).toBe('2000'));
    const last = seen.at(-1);
    expect(last?.has('q')).toBe(false);
    expect(last?.get('quality')).toBe('4K');
    expect(last?.get('rating_min')).toBe('2');
    expect(last?.get('views_min')).toBe('500');
    expect(last?.get('genre')).toBe('films-action');
    expect(last?.get('new')).toBe('false');
    expect(last?.get('sort')).toBe('views');
    expect(last?.get('order')).toBe('desc');
    // A year being typed is not sent until it is a whole year within 1900-2030.
    expect(seen.some((params) => params.get('year_min') === '200')).toBe(false);
    await waitFor(() => expect(listedTitles()).toEqual(['Nuit Blanche']));
  });

  it('loads the next 50 within 500 px of the bottom, after the delay', async () => {
    const pageOne = Array.from({ length: 50 }, (_, i) =>
      makeMovie({ id: `p1-${i}`, title: `Film ${i}` }),
    );
    const cursors: (string | null)[] = [];
    server.use(
      http.get('/api/admin/movies', ({ request }) => {
        const cursor = new URL(request.url).searchParams.get('cursor');
        cursors.push(cursor);
        return HttpResponse.json(
          cursor === 'page-2'
            ? {
                items: [makeMovie({ id: 'last', title: 'Le Dernier' })],
                total: 51,
                next_cursor: null,
              }
            : { items: pageOne, total: 51, next_cursor: 'page-2' },
        );
      }),
    );
    await openPage();
    expect(screen.getByText('50 sur 51 films')).toBeInTheDocument();
    vi.useFakeTimers({ shouldAdvanceTime: true });

    const page = document.documentElement;
    Object.defineProperty(page, 'scrollHeight', { configurable: true, value: 5000 });
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 1000 });
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 3000 });
    window.dispatchEvent(new Event('scroll'));
    // 1000 px from the bottom: the delay runs out on the test's clock and no page is asked
    // for (a request would show the loading line at once, and its answer the last film).
    await act(() => vi.advanceTimersByTimeAsync(2 * LOAD_MORE_RULE.delayMs));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByText('Le Dernier')).not.toBeInTheDocument();
    expect(cursors).toEqual([null]);

    Object.defineProperty(window, 'scrollY', { configurable: true, value: 3600 });
    window.dispatchEvent(new Event('scroll'));
    // Within 500 px: nothing before the delay, then the next page.
    expect(cursors).toEqual([null]);
    await act(() => vi.advanceTimersByTimeAsync(LOAD_MORE_RULE.delayMs));
    expect(await screen.findByText('Le Dernier')).toBeInTheDocument();
    expect(cursors).toEqual([null, 'page-2']);
    expect(screen.getByText('Tous les films ont été chargés')).toBeInTheDocument();
    delete (page as { scrollHeight?: number }).scrollHeight;
  });

  it('adds a film with the defaults, empty inputs sent as null', async () => {
    const sent = answerCommand('post', '/api/admin/movies', () =>
      catalogueDb.movies.unshift(
        makeMovie({ id: 'new-id', title: 'Les Ombres', genres: [comedy] }),
      ),
    );
    const { user } = await openPage();

    await user.click(screen.getByRole('button', { name: 'Ajouter un film' }));
    const dialog = screen.getByRole('dialog', { name: 'Ajouter un film' });
    expect(within(dialog).getByLabelText('Pays')).toHaveValue('France');
    expect(within(dialog).getByLabelText('Langue')).toHaveValue('Français');
    expect(within(dialog).getByLabelText('Qualité')).toHaveValue('HD 1080p');
    expect(within(dialog).getByLabelText('Nouveau')).toBeChecked();
    expect(within(dialog).getByLabelText('À la une')).not.toBeChecked();
    expect(within(dialog).queryByLabelText('URL de la vidéo')).not.toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Titre'), '  Les Ombres  ');
    await user.type(within(dialog).getByLabelText('Année de sortie'), '2024');
    await user.type(within(dialog).getByLabelText('Note (0 à 5)'), '3.5');
    await user.click(await within(dialog).findByLabelText('Comédie'));
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Film ajouté');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent.map((command) => command.body)).toEqual([
      {
        title: 'Les Ombres',
        original_title: null,
        synopsis: null,
        release_year: 2024,
        duration_minutes: null,
        director: null,
        country: 'France',
        language: 'Français',
        quality: 'HD 1080p',
        poster_url: null,
        trailer_url: null,
        video_url: null,
        video_url_vf: null,
        video_url_vostfr: null,
        rating: 3.5,
        is_featured: false,
        is_new: true,
        budget: null,
        box_office: null,
        genre_ids: ['g-2'],
      },
    ]);
    await waitFor(() => expect(listedTitles()[0]).toBe('Les Ombres'));
    expect(within(rowOf('Les Ombres')).getByTitle('Comédie')).toHaveTextContent('Comédie');
  });

  it("shows the server's refusal beside its input, or above the form", async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Ajouter un film' }));
    const dialog = screen.getByRole('dialog', { name: 'Ajouter un film' });
    await user.type(within(dialog).getByLabelText('Titre'), 'Les Ombres');

    const tooLong = 'Le réalisateur ne doit pas dépasser 200 caractères';
    server.use(
      http.post('/api/admin/movies', () =>
        HttpResponse.json(
          { error: { code: 'validation', message: tooLong, field: 'director' } },
          { status: 422 },
        ),
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Réalisateur')).toHaveAccessibleDescription(tooLong),
    );
    expect(within(dialog).getByLabelText('Réalisateur')).toBeInvalid();

    server.use(
      http.post('/api/admin/movies', () =>
        HttpResponse.json(
          { error: { code: 'internal', message: 'Une erreur est survenue' } },
          { status: 500 },
        ),
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "Erreur lors de l'ajout du film: Une erreur est survenue",
    );
  });

  it('refuses a missing title, a rating out of range and a bad link before sending', async () => {
    const sent = answerCommand('post', '/api/admin/movies');
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Ajouter un film' }));
    const dialog = screen.getByRole('dialog', { name: 'Ajouter un film' });

    await user.type(within(dialog).getByLabelText('Titre'), '   ');
    await user.type(within(dialog).getByLabelText('Note (0 à 5)'), '7');
    await user.type(within(dialog).getByLabelText("URL de l'affiche"), 'www.affiche.fr/a.jpg');
    await user.type(within(dialog).getByLabelText('Durée (minutes)'), '90.5');
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter' }));

    expect(within(dialog).getByLabelText('Titre')).toHaveAccessibleDescription(
      'Le titre est requis',
    );
    expect(within(dialog).getByLabelText('Note (0 à 5)')).toHaveAccessibleDescription(
      'La note doit être comprise entre 0 et 5',
    );
    expect(within(dialog).getByLabelText("URL de l'affiche")).toHaveAccessibleDescription(
      "L'URL de l'affiche doit être une adresse web commençant par http:// ou https://",
    );
    expect(within(dialog).getByLabelText('Durée (minutes)')).toHaveAccessibleDescription(
      'La durée doit être un nombre entier',
    );

    await user.clear(within(dialog).getByLabelText('Note (0 à 5)'));
    await user.type(within(dialog).getByLabelText('Note (0 à 5)'), '4.55');
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    expect(within(dialog).getByLabelText('Note (0 à 5)')).toHaveAccessibleDescription(
      'La note doit avoir au plus une décimale',
    );
    expect(sent).toEqual([]);
  });

  it('edits a film without touching the link the form does not show', async () => {
    catalogueDb.movies[0] = makeMovie({ video_url: 'https://videos.example.com/plain.mp4' });
    const sent = answerCommand('put', '/api/admin/movies/:id', () => {
      catalogueDb.movies[0] = makeMovie({ title: 'Le Très Grand Voyage' });
    });
    const { user } = await openPage();

    await user.click(screen.getByRole('button', { name: 'Modifier Le Grand Voyage' }));
    const dialog = screen.getByRole('dialog', { name: 'Modifier Le Grand Voyage' });
    expect(within(dialog).getByLabelText('Titre')).toHaveValue('Le Grand Voyage');
    expect(within(dialog).getByLabelText('Durée (minutes)')).toHaveValue(135);
    // The server drew this poster: it is not an address to keep.
    expect(within(dialog).getByLabelText("URL de l'affiche")).toHaveValue('');
    await user.clear(within(dialog).getByLabelText('Titre'));
    await user.type(within(dialog).getByLabelText('Titre'), 'Le Très Grand Voyage');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Film modifié');
    expect(sent[0]?.path).toBe('/api/admin/movies/m-1');
    expect(sent[0]?.body).toMatchObject({
      title: 'Le Très Grand Voyage',
      poster_url: null,
      video_url: 'https://videos.example.com/plain.mp4',
      genre_ids: ['g-1'],
    });
    await waitFor(() => expect(listedTitles()).toContain('Le Très Grand Voyage'));
  });

  it('deletes a film only after the confirmation', async () => {
    const sent = answerCommand('delete', '/api/admin/movies/:id', () => {
      catalogueDb.movies = catalogueDb.movies.filter((movie) => movie.id !== 'm-2');
    });
    const { user } = await openPage();

    await user.click(screen.getByRole('button', { name: 'Supprimer Nuit Blanche' }));
    const question = 'Êtes-vous sûr de vouloir supprimer ce film ?';
    await user.click(
      within(screen.getByRole('dialog', { name: question })).getByRole('button', {
        name: 'Annuler',
      }),
    );
    expect(listedTitles()).toEqual(['Le Grand Voyage', 'Nuit Blanche']);
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Supprimer Nuit Blanche' }));
    await user.click(
      within(screen.getByRole('dialog', { name: question })).getByRole('button', {
        name: 'Supprimer',
      }),
    );
    await waitFor(() => expect(listedTitles()).toEqual(['Le Grand Voyage']));
    expect(screen.getByRole('status')).toHaveTextContent('Film supprimé');
    expect(sent).toEqual([{ path: '/api/admin/movies/m-2', body: null }]);
  });
});
