import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';

describe('confirm e-mail page', () => {
  it('sends the token of the fragment once and confirms the address', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('/api/account/email/confirm', async ({ request }) => {
        sent.push(await request.clone().json());
      }),
    );
    renderApp('/confirm-email#token=tok-9');

    expect(
      await screen.findByText('Votre adresse e-mail nouvelle@bobine.test est confirmée.'),
    ).toBeVisible();
    expect(sent).toEqual([{ token: 'tok-9' }]);
  });

  it("shows the server's message for a used link", async () => {
    const message = 'Lien de confirmation invalide ou expiré';
    server.use(
      http.post('/api/account/email/confirm', () =>
        HttpResponse.json({ error: { code: 'invalid_link', message } }, { status: 422 }),
      ),
    );
    renderApp('/confirm-email#token=used');

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
