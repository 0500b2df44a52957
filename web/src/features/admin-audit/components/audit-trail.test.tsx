import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { recordQueries } from '@/testing/mocks/record';
import { renderApp } from '@/testing/test-utils';

async function openPage() {
  const rendered = renderApp('/admin/audit');
  await screen.findByRole('table', { name: "Entrées du journal d'audit" });
  return rendered;
}

const rows = () =>
  within(screen.getByRole('table', { name: "Entrées du journal d'audit" }))
    .getAllByRole('row')
    .slice(1);

describe('audit trail page', () => {
  it('lists the actions newest first, named in French, with their authors', async () => {
    await openPage();
    expect(screen.getByRole('heading', { name: "Journal d'audit" })).toBeInTheDocument();
    const [edit, ban] = rows();
    expect(edit).toHaveTextContent('Jeton opérateur');
    expect(edit).toHaveTextContent('Film modifié');
    expect(edit).toHaveTextContent('Film · Alien, le huitième passager');
    expect(ban).toHaveTextContent('chef@bobine.test');
    expect(ban).toHaveTextContent('Bannissement');
    expect(ban).toHaveTextContent('Membre · alice@bobine.test');
    expect(screen.getByText('Toutes les actions ont été chargées')).toBeInTheDocument();
  });

  it('sends the filters together, and the exports carry them', async () => {
    const seen = recordQueries('/api/admin/audit');
    const { user } = await openPage();
    await user.type(screen.getByLabelText('Auteur (e-mail)'), 'chef@bobine.test');
    await user.selectOptions(screen.getByLabelText('Action'), 'banned');
    await user.type(screen.getByLabelText('Du'), '2026-11-24');
    await user.type(screen.getByLabelText('Au'), '2026-11-24');
    await user.click(screen.getByRole('button', { name: 'Filtrer' }));

    await screen.findByRole('table', { name: "Entrées du journal d'audit" });
    const last = seen.at(-1);
    expect(last?.get('actor')).toBe('chef@bobine.test');
    expect(last?.get('action')).toBe('banned');
    expect(last?.get('from')).toBe('2026-11-24');
    expect(last?.get('to')).toBe('2026-11-24');
    expect(last?.has('q')).toBe(false);
    const csv = screen.getByRole('link', { name: 'Exporter en CSV' });
    expect(csv).toHaveAttribute(
      'href',
      '/api/admin/audit?actor=chef%40bobine.test&action=banned&from=2026-11-24&to=2026-11-24&format=csv',
    );
    expect(screen.getByRole('link', { name: 'Exporter en NDJSON' }).getAttribute('href')).toContain(
      'format=ndjson',
    );
  });

  it('opens an entry with its values before and after', async () => {
    const { user } = await openPage();
    await user.click(
      screen.getByRole('button', {
        name: 'Voir le détail : Film modifié — Alien, le huitième passager',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: "Détail de l'action : Film modifié" });
    const changes = within(dialog).getByRole('table', { name: 'Valeurs modifiées' });
    const title = within(changes).getByRole('row', { name: /Titre/ });
    expect(
      within(title)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Alien', 'Alien, le huitième passager']);
    expect(dialog).toHaveTextContent('Jeton opérateur');
  });

  it('tells each action in one French sentence, with the forms labels and genre names', async () => {
    const { user } = await openPage();
    expect(screen.getByRole('columnheader', { name: 'Résumé' })).toBeInTheDocument();
    const [edit, ban] = rows();
    expect(edit).toHaveTextContent(
      'Le jeton opérateur a modifié le film « Alien, le huitième passager »',
    );
    expect(ban).toHaveTextContent(
      'chef@bobine.test a banni alice@bobine.test pour 7 jours : Spam répété',
    );

    await user.click(
      screen.getByRole('button', {
        name: 'Voir le détail : Film modifié — Alien, le huitième passager',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: "Détail de l'action : Film modifié" });
    expect(dialog).toHaveTextContent(
      'Résumé' + 'Le jeton opérateur a modifié le film « Alien, le huitième passager »',
    );
    const changes = within(dialog).getByRole('table', { name: 'Valeurs modifiées' });
    const genres = within(changes).getByRole('row', { name: /Genres/ });
    expect(
      within(genres)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Horreur', 'Horreur, Science-fiction']);
    expect(changes).not.toHaveTextContent('genre_ids');
    await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));

    await user.click(
      screen.getByRole('button', { name: 'Voir le détail : Bannissement — alice@bobine.test' }),
    );
    const banDialog = screen.getByRole('dialog', { name: "Détail de l'action : Bannissement" });
    const length = within(banDialog).getByRole('row', { name: /Durée du bannissement/ });
    expect(
      within(length)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['—', '7 jours']);
    expect(banDialog).not.toHaveTextContent('ban_days');
  });
});
