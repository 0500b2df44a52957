import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { intactChain } from '@/testing/mocks/admin-audit-handlers';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';

describe('the integrity line of the audit trail', () => {
  it('says up to which event the log was verified, with the head to note down', async () => {
    renderApp('/admin/audit');
    const line = await screen.findByRole('region', { name: 'Intégrité du journal' });
    expect(line).toHaveTextContent("Intégrité vérifiée jusqu'à l'événement 2 (2 événements)");
    expect(line).toHaveTextContent('ab'.repeat(32));
    expect(line).toHaveTextContent('Dernière vérification : 24 novembre 2026');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('warns in red, naming the position and what happened there, when the chain breaks', async () => {
    server.use(
      http.get('/api/admin/integrity', () =>
        HttpResponse.json({
          ...intactChain,
          status: 'broken',
          verified_through: 41,
          broken_at: {
            position: 42,
            reason: 'changed',
            message: "l'événement a été modifié depuis son scellement",
          },
        }),
      ),
    );
    renderApp('/admin/audit');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Journal altéré : la chaîne est rompue à l'événement 42");
    expect(alert).toHaveTextContent("l'événement a été modifié depuis son scellement");
  });

  it('says the walk is under way before its first verdict', async () => {
    server.use(
      http.get('/api/admin/integrity', () =>
        HttpResponse.json({ ...intactChain, status: 'pending', head: null, checked_at: null }),
      ),
    );
    renderApp('/admin/audit');
    const line = await screen.findByRole('region', { name: 'Intégrité du journal' });
    expect(line).toHaveTextContent("Vérification de l'intégrité en cours…");
  });
});
