import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { memberUser, setSession } from '@/testing/mocks/auth-db';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';

describe('« Journal de sécurité » on /profile', () => {
  it('lists each event in French with its method and device, newest first', async () => {
    server.use(
      http.get('/api/account/security', () =>
        HttpResponse.json([
          {
            at: '2026-11-27T14:05:00Z',
            kind: 'sign_in',
            method: 'totp',
            device: 'Firefox · Linux',
          },
          {
            at: '2026-11-27T14:04:00Z',
            kind: 'sign_in_failed',
            method: 'password',
            device: 'Chrome · Windows',
          },
          { at: '2026-11-27T14:00:00Z', kind: 'two_factor_added', method: null, device: '' },
        ]),
      ),
    );
    setSession({ user: memberUser });
    renderApp('/profile');
    const section = await screen.findByRole('region', { name: 'Journal de sécurité' });

    const items = await within(section).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Connexion \(code de vérification\).*Firefox · Linux$/),
      expect.stringMatching(/^Tentative de connexion refusée \(mot de passe\).*Chrome · Windows$/),
      expect.stringMatching(/^Double authentification activée/),
    ]);
  });
});
