import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { AUDITED_USER } from '@/testing/mocks/admin-audit-handlers';
import { recordQueries } from '@/testing/mocks/record';
import { renderApp } from '@/testing/test-utils';

describe('history tabs of the admin dialogs', () => {
  it("shows a member's actions and the member as they stood at a chosen instant", async () => {
    const trail = recordQueries('/api/admin/audit');
    const history = recordQueries('/api/admin/history/user/:id');
    const { user } = renderApp('/admin/users');
    await user.click(await screen.findByRole('button', { name: 'Détails de alice@bobine.test' }));
    const dialog = screen.getByRole('dialog', { name: "Détails de l'utilisateur" });
    expect(within(dialog).getByRole('tab', { name: 'Détails' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await user.click(within(dialog).getByRole('tab', { name: 'Historique' }));
    const ban = await within(dialog).findByText(
      /Bannissement · chef@bobine\.test a banni alice@bobine\.test pour 7 jours : Spam répété/,
    );
    expect(trail.at(-1)?.get('target_kind')).toBe('user');
    expect(trail.at(-1)?.get('target_id')).toBe(AUDITED_USER);
    await user.click(ban);
    expect(within(dialog).getByRole('table', { name: 'Valeurs modifiées' })).toHaveTextContent(
      'Spam répété',
    );

    fireEvent.change(within(dialog).getByLabelText('État au (heure de Paris)'), {
      target: { value: '2026-11-24T10:30' },
    });
    await user.click(within(dialog).getByRole('button', { name: "Voir l'état" }));
    await within(dialog).findByRole('heading', { name: /^État au / });
    expect(history.at(-1)?.get('at')).toBe('2026-11-24T10:30');
    const field = within(dialog)
      .getAllByText('Raison du bannissement')
      .find((element) => element.tagName === 'DT');
    expect(field?.nextSibling).toHaveTextContent('Spam répété');
    const signUp = within(dialog).getByText(/Inscription · alice@bobine\.test a créé son compte/);
    expect(signUp).toBeVisible();
    // An event an erasure rewrote says so, with when and by whom.
    expect(signUp).toHaveTextContent('effacé le 25 novembre 2026 à 10 h 00 par chef@bobine.test');
    expect(within(dialog).queryByText(/Registered|Banned|ban_reason/)).not.toBeInTheDocument();
  });

  it("gives a film's edit dialog a history tab, and the add dialog none", async () => {
    const { user } = renderApp('/admin');
    await user.click(await screen.findByRole('button', { name: 'Modifier Le Grand Voyage' }));
    const edit = screen.getByRole('dialog', { name: 'Modifier Le Grand Voyage' });
    expect(within(edit).getByLabelText('Titre')).toHaveValue('Le Grand Voyage');
    await user.click(within(edit).getByRole('tab', { name: 'Historique' }));
    expect(
      await within(edit).findByText("Aucune action d'administration enregistrée"),
    ).toBeVisible();
    await user.click(within(edit).getByRole('button', { name: 'Fermer' }));

    await user.click(screen.getByRole('button', { name: 'Ajouter un film' }));
    const add = screen.getByRole('dialog', { name: 'Ajouter un film' });
    expect(within(add).queryByRole('tab')).not.toBeInTheDocument();
    expect(within(add).getByLabelText('Titre')).toBeVisible();
  });
});
