import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { adminAreaDb } from '@/testing/mocks/admin-area-handlers';
import { setSession } from '@/testing/mocks/auth-db';
import { renderApp } from '@/testing/test-utils';

describe('the login message', () => {
  it('shows the active message over the login page until the visitor closes it', async () => {
    setSession({ user: null });
    const { user } = renderApp('/');
    const dialog = await screen.findByRole('dialog', { name: 'Bienvenue' });
    expect(dialog).toHaveTextContent('Bienvenue sur Bobine ! Bon visionnage.');

    await user.click(screen.getByRole('button', { name: 'Fermer le message' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'SE CONNECTER' })).toBeInTheDocument();
  });

  it('shows nothing when no message is active', async () => {
    setSession({ user: null });
    for (const popup of adminAreaDb.popups) popup.is_active = false;
    renderApp('/');
    expect(await screen.findByRole('button', { name: 'SE CONNECTER' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
