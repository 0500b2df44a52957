import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { queryKeys } from '@/lib/query-keys';
import { db } from '@/testing/mocks/db';
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
    let sent: unknown;
    server.use(
      // Records the body, then falls through to the default handler.
      http.post('/api/admin/genres', async ({ request }) => {
        sent = await request.clone().json();
      }),
    );

    await user.type(screen.getByLabelText('Nom du genre'), '  Science-fiction ');
    await user.selectOptions(screen.getByLabelText('Catégorie'), 'Séries');
    await user.click(screen.getByRole('button', { name: 'Ajouter' }));

    await waitFor(() => expect(listedNames('Séries')).toEqual(['Drame', 'Science-fiction']));
    expect(sent).toEqual({ name: 'Science-fiction', category: 'Séries' });
    expect(screen.getByRole('tab', { name: 'Séries (2)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByLabelText('Nom du genre')).toHaveValue('');
    expect(db.genres.some((genre) => genre.slug === 'series-science-fiction')).toBe(true);
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
    const { user } = await openPage();

    await user.type(screen.getByLabelText('Nom du genre'), 'Action');
    await user.click(screen.getByRole('button', { name: 'Ajouter' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Un genre avec le slug "films-action" existe déjà dans la catégorie "Films". Veuillez choisir un nom différent.',
    );
  });

  it('falls back to the spec text when the server gives no message', async () => {
    server.use(http.post('/api/admin/genres', () => new HttpResponse(null, { status: 502 })));
    const { user } = await openPage();

    await user.type(screen.getByLabelText('Nom du genre'), 'Western');
    await user.click(screen.getByRole('button', { name: 'Ajouter' }));

    expect(await screen.findByRole('alert')).toHaveTextContent("Erreur lors de l'ajout du genre");
  });

  it('edits a genre through the same form', async () => {
    const { user } = await openPage();

    await user.click(screen.getByRole('button', { name: 'Modifier Comédie' }));
    const name = screen.getByLabelText('Nom du genre');
    expect(name).toHaveValue('Comédie');
    await user.clear(name);
    await user.type(name, 'Comédie romantique');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() => expect(listedNames('Films')).toEqual(['Action', 'Comédie romantique']));
    expect(screen.getByRole('heading', { name: 'Ajouter un genre' })).toBeInTheDocument();
  });

  it('deletes a genre only after confirmation', async () => {
    const { user } = await openPage();

    await user.click(screen.getByRole('button', { name: 'Supprimer Action' }));
    const dialog = screen.getByRole('alertdialog', {
      name: 'Êtes-vous sûr de vouloir supprimer ce genre ?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(listedNames('Films')).toEqual(['Action', 'Comédie']);

    await user.click(screen.getByRole('button', { name: 'Supprimer Action' }));
    await user.click(screen.getByRole('button', { name: 'Supprimer' }));

    await waitFor(() => expect(listedNames('Films')).toEqual(['Comédie']));
  });

  it("shows 'Erreur lors du chargement des genres' when the list fails", async () => {
    server.use(http.get('/api/admin/genres', () => HttpResponse.json(null, { status: 500 })));
    renderApp('/admin/genres');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Erreur lors du chargement des genres',
    );
  });
});
