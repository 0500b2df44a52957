import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { queryKeys } from '@/lib/query-keys';
import { db } from '@/testing/mocks/db';
import { answerCommand } from '@/testing/mocks/record';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';

/** The names of the genres listed under the selected tab, in order. */
const listedNames = (category: string) =>
  within(screen.getByRole('list', { name: `Genres de la catégorie ${category}` }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

async function openPage() {
  const rendered = renderApp('/admin/genres');
  await screen.findByRole('list', { name: 'Genres de la catégorie Films' });
  return rendered;
}

describe('admin genres page', () => {
  it('lists the genres of the selected category tab only', async () => {
    const { user } = await openPage();

    expect(screen.getByRole('tab', { name: 'Films (2)' })).toHaveAttribute('aria-selected', 'true');
    expect(listedNames('Films')).toEqual(['Action', 'Comédie']);

    await user.click(screen.getByRole('tab', { name: 'Séries (1)' }));
    expect(screen.getByRole('tab', { name: 'Séries (1)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(listedNames('Séries')).toEqual(['Drame']);
    expect(screen.queryByText('Action')).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Documentaires (0)' }));
    expect(screen.getByText('Aucun genre dans la catégorie Documentaires')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "← Retour à l'administration" })).toHaveAttribute(
      'href',
      '/admin',
    );
  });

  it('creates a genre in the chosen category and shows it in its tab', async () => {
    const { user, queryClient } = await openPage();
    queryClient.setQueryData(queryKeys.genres, []);
    const sent = answerCommand('post', '/api/admin/genres', () =>
      db.genres.push({
        id: 'g-new',
        name: 'Science-fiction',
        slug: 'series-science-fiction',
        category: 'Séries',
        movie_count: 0,
        series_count: 0,
        created_at: '2025-06-01T00:00:00Z',
        updated_at: '2025-06-01T00:00:00Z',
      }),
    );
    await user.type(screen.getByLabelText('Nom du genre'), '  Science-fiction ');
    await user.selectOptions(screen.getByLabelText('Catégorie'), 'Séries');
    await user.click(screen.getByRole('button', { name: 'Ajouter' }));

    await waitFor(() => expect(listedNames('Séries')).toEqual(['Drame', 'Science-fiction']));
    expect(sent).toEqual([
      { path: '/api/admin/genres', body: { name: 'Science-fiction', category: 'Séries' } },
    ]);
    expect(screen.getByRole('tab', { name: 'Séries (2)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByLabelText('Nom du genre')).toHaveValue('');
    // The header menus read the public list: it must be refetched too.
    expect(queryClient.getQueryState(queryKeys.genres)?.isInvalidated).toBe(true);
  });

  it('shows the server validation message as sent', async () => {
    const message = 'Le nom du genre doit contenir au plus 50 caractères.';
    server.use(
      http.post('/api/admin/genres', () =>
        HttpResponse.json({ error: { code: 'validation', message } }, { status: 422 }),
      ),
    );
    const { user } = await openPage();

    await user.type(screen.getByLabelText('Nom du genre'), 'Un nom beaucoup trop long');
    await user.click(screen.getByRole('button', { name: 'Ajouter' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(listedNames('Films')).toEqual(['Action', 'Comédie']);
  });

  it('shows the duplicate-slug message of the server on a clash', async () => {
    const message =
      'Un genre avec le slug "films-action" existe déjà dans la catégorie "Films". Veuillez choisir un nom différent.';
    server.use(
      http.post('/api/admin/genres', () =>
        HttpResponse.json({ error: { code: 'duplicate_genre', message } }, { status: 409 }),
      ),
    );
    const { user } = await openPage();

    await user.type(screen.getByLabelText('Nom du genre'), 'Action');
    await user.click(screen.getByRole('button', { name: 'Ajouter' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('falls back to the spec text when the server gives no message', async () => {
    server.use(http.post('/api/admin/genres', () => new HttpResponse(null, { status: 502 })));
    const { user } = await openPage();

    await user.type(screen.getByLabelText('Nom du genre'), 'Western');
    await user.click(screen.getByRole('button', { name: 'Ajouter' }));

    expect(await screen.findByRole('alert')).toHaveTextContent("Erreur lors de l'ajout du genre");
  });

  it('edits a genre through the same form', async () => {
    const sent = answerCommand('put', '/api/admin/genres/:id', () => {
      const comedy = db.genres.find((genre) => genre.id === 'g-2');
      if (comedy) comedy.name = 'Comédie romantique';
    });
    const { user } = await openPage();

    await user.click(screen.getByRole('button', { name: 'Modifier Comédie' }));
    const name = screen.getByLabelText('Nom du genre');
    expect(name).toHaveValue('Comédie');
    await user.clear(name);
    await user.type(name, 'Comédie romantique');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() => expect(listedNames('Films')).toEqual(['Action', 'Comédie romantique']));
    expect(sent).toEqual([
      { path: '/api/admin/genres/g-2', body: { name: 'Comédie romantique', category: 'Films' } },
    ]);
    expect(screen.getByRole('heading', { name: 'Ajouter un genre' })).toBeInTheDocument();
  });

  it('deletes a genre only after confirmation', async () => {
    const sent = answerCommand('delete', '/api/admin/genres/:id', () => {
      db.genres = db.genres.filter((genre) => genre.id !== 'g-1');
    });
    const { user } = await openPage();

    await user.click(screen.getByRole('button', { name: 'Supprimer Action' }));
    const dialog = screen.getByRole('alertdialog', {
      name: 'Êtes-vous sûr de vouloir supprimer ce genre ?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(listedNames('Films')).toEqual(['Action', 'Comédie']);
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Supprimer Action' }));
    await user.click(screen.getByRole('button', { name: 'Supprimer' }));

    await waitFor(() => expect(listedNames('Films')).toEqual(['Comédie']));
    expect(sent).toEqual([{ path: '/api/admin/genres/g-1', body: null }]);
  });

  it("shows 'Erreur lors du chargement des genres' when the list fails", async () => {
    server.use(http.get('/api/admin/genres', () => HttpResponse.json(null, { status: 500 })));
    renderApp('/admin/genres');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Erreur lors du chargement des genres',
    );
  });
});
