import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { adminAreaDb } from '@/testing/mocks/admin-area-handlers';
import { answerError } from '@/testing/mocks/record';
import { renderApp } from '@/testing/test-utils';

const list = () => screen.getByRole('list', { name: 'Messages de connexion existants' });

/** The titles of the listed messages, and which one is marked active. */
function listed() {
  const items = within(list()).getAllByRole('listitem');
  return items.map((item) => {
    const title = within(item).getByRole('heading', { level: 3 }).textContent;
    return within(item).queryByText('Actif') ? `${title} (actif)` : title;
  });
}

async function openPage() {
  const rendered = renderApp('/admin/popup');
  await screen.findByRole('list', { name: 'Messages de connexion existants' });
  return rendered;
}

describe('admin login messages page', () => {
  it('explains the rule and lists each message with its excerpt and length', async () => {
    const long = `${'a'.repeat(100)}${'b'.repeat(50)}`;
    const [newest] = adminAreaDb.popups;
    if (!newest) throw new Error('no seeded message');
    newest.content = long;
    await openPage();

    expect(
      screen.getByText(/Un seul message peut être actif à la fois .* page de connexion/),
    ).toBeInTheDocument();
    expect(listed()).toEqual(['Maintenance', 'Bienvenue (actif)']);
    expect(screen.getByText(`${'a'.repeat(100)}...`)).toBeInTheDocument();
    expect(screen.getByText('150 caractères')).toBeInTheDocument();
  });

  it('shows a live preview and creates an active message that replaces the active one', async () => {
    const { user } = await openPage();
    await user.type(screen.getByLabelText('Titre'), 'Nouveautés');
    await user.type(screen.getByLabelText('Contenu'), 'Ligne 1{Enter}Ligne 2');
    const preview = screen.getByTestId('popup-preview');
    expect(within(preview).getByText('Nouveautés')).toBeInTheDocument();
    expect(preview).toHaveTextContent('Ligne 1 Ligne 2');
    expect(screen.getByLabelText('Actif (affiché sur la page de connexion)')).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Créer le message' }));
    expect(await screen.findByText('Nouveau message créé avec succès !')).toBeInTheDocument();
    await waitFor(() =>
      expect(listed()).toEqual(['Nouveautés (actif)', 'Maintenance', 'Bienvenue']),
    );
    expect(screen.getByLabelText('Titre')).toHaveValue('');
  });

  it('asks for the title and the content before sending', async () => {
    const { user } = await openPage();
    await user.type(screen.getByLabelText('Titre'), 'Sans contenu');
    await user.click(screen.getByRole('button', { name: 'Créer le message' }));
    expect(await screen.findByText('Le titre et le contenu sont requis')).toBeInTheDocument();
    expect(adminAreaDb.popups).toHaveLength(2);
  });

  it('edits, activates and deletes a message with their success messages', async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Modifier Maintenance' }));
    const title = screen.getByLabelText('Titre');
    expect(title).toHaveValue('Maintenance');
    expect(screen.getByLabelText('Actif (affiché sur la page de connexion)')).not.toBeChecked();
    await user.clear(title);
    await user.type(title, 'Maintenance prévue');
    await user.click(screen.getByRole('button', { name: 'Mettre à jour' }));
    expect(await screen.findByText('Message mis à jour avec succès !')).toBeInTheDocument();
    await waitFor(() => expect(listed()).toEqual(['Maintenance prévue', 'Bienvenue (actif)']));

    await user.click(screen.getByRole('button', { name: 'Activer Maintenance prévue' }));
    expect(await screen.findByText('Message activé avec succès !')).toBeInTheDocument();
    await waitFor(() => expect(listed()).toEqual(['Maintenance prévue (actif)', 'Bienvenue']));

    await user.click(screen.getByRole('button', { name: 'Supprimer Bienvenue' }));
    const dialog = screen.getByRole('dialog', {
      name: 'Êtes-vous sûr de vouloir supprimer ce message ?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Message supprimé avec succès !')).toBeInTheDocument();
    await waitFor(() => expect(listed()).toEqual(['Maintenance prévue (actif)']));
  });

  it('says when an activation or a deletion fails', async () => {
    const { user } = await openPage();
    const failure = { code: 'internal', message: 'Une erreur est survenue' };
    answerError('post', '/api/admin/popups/:id/activate', 500, failure);
    answerError('delete', '/api/admin/popups/:id', 500, failure);
    await user.click(screen.getByRole('button', { name: 'Activer Maintenance' }));
    expect(await screen.findByText("Erreur lors de l'activation du message")).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Supprimer Maintenance' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(
      await within(dialog).findByText('Erreur lors de la suppression du message'),
    ).toBeInTheDocument();
  });
});
