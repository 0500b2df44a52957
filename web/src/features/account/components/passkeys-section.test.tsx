import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { memberUser, setSession } from '@/testing/mocks/auth-db';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';

const bytes = (...values: number[]) => new Uint8Array(values).buffer;

/** A browser that creates passkeys: `create` answers like an authenticator. */
function fakeAuthenticator() {
  const create = vi.fn(() =>
    Promise.resolve({
      id: 'AQID',
      rawId: bytes(1, 2, 3),
      type: 'public-key',
      response: {
        attestationObject: bytes(4, 5),
        clientDataJSON: bytes(6),
        getTransports: () => ['internal'],
      },
      getClientExtensionResults: () => ({}),
    }),
  );
  // Only its presence matters: the browser supports passkeys.
  vi.stubGlobal('PublicKeyCredential', class PublicKeyCredential {});
  Object.defineProperty(navigator, 'credentials', {
    configurable: true,
    value: { create, get: vi.fn() },
  });
  return create;
}

describe('« Clés d’accès » on /profile', () => {
  beforeEach(() => setSession({ user: memberUser }));
  afterEach(() => vi.unstubAllGlobals());

  it('lists each passkey with when it was added and last used', async () => {
    fakeAuthenticator();
    server.use(
      http.get('/api/account/passkeys', () =>
        HttpResponse.json([
          {
            id: 'p1',
            name: 'Téléphone',
            created_at: '2026-11-20T10:00:00Z',
            last_used_at: '2026-11-27T14:05:00Z',
          },
          { id: 'p2', name: 'Clé USB', created_at: '2026-11-21T10:00:00Z', last_used_at: null },
        ]),
      ),
    );
    renderApp('/profile');
    const section = await screen.findByRole('region', { name: 'Clés d’accès' });
    const items = await within(section).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Téléphone.*Ajoutée le .*Dernière utilisation le /),
      expect.stringMatching(/^Clé USB.*Ajoutée le .*Jamais utilisée/),
    ]);
  });

  it('adds one with a name and the password, through the browser’s prompt', async () => {
    const create = fakeAuthenticator();
    const sent: unknown[] = [];
    server.use(
      http.post('/api/account/passkeys/options', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({
          ceremony: 'scellé',
          public_key: {
            challenge: 'AAEC',
            rp: { id: 'localhost', name: 'Bobine' },
            user: { id: 'AQ', name: 'membre', displayName: 'membre' },
            pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
            excludeCredentials: [{ type: 'public-key', id: 'BwgJ' }],
          },
        });
      }),
      http.post('/api/account/passkeys', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ position: 2, id: 'p1' }, { status: 201 });
      }),
    );
    const { user } = renderApp('/profile');
    const section = await screen.findByRole('region', { name: 'Clés d’accès' });
    await user.click(within(section).getByRole('button', { name: 'Ajouter une clé d’accès' }));
    await user.click(within(section).getByRole('button', { name: 'Créer la clé' }));
    expect(within(section).getByText('Veuillez donner un nom à la clé')).toBeVisible();

    await user.type(within(section).getByLabelText('Nom de la clé'), ' Téléphone ');
    await user.type(within(section).getByLabelText('Mot de passe'), 'motdepasse');
    await user.click(within(section).getByRole('button', { name: 'Créer la clé' }));

    expect(await within(section).findByText('Clé d’accès ajoutée')).toBeVisible();
    const options = (create.mock.calls[0] as unknown as [CredentialCreationOptions])[0].publicKey!;
    expect(new Uint8Array(options.challenge as ArrayBuffer)).toEqual(new Uint8Array([0, 1, 2]));
    expect(new Uint8Array(options.user.id as ArrayBuffer)).toEqual(new Uint8Array([1]));
    expect(sent).toEqual([
      { password: 'motdepasse' },
      {
        ceremony: 'scellé',
        name: 'Téléphone',
        credential: {
          id: 'AQID',
          rawId: 'AQID',
          type: 'public-key',
          response: { attestationObject: 'BAU', clientDataJSON: 'Bg', transports: ['internal'] },
          clientExtensionResults: {},
        },
      },
    ]);
  });

  it('tells in French when the browser’s prompt was cancelled, and removes one with the password', async () => {
    const create = fakeAuthenticator();
    create.mockRejectedValueOnce(new DOMException('cancelled', 'NotAllowedError'));
    let removed: unknown = null;
    server.use(
      http.get('/api/account/passkeys', () =>
        HttpResponse.json(
          removed
            ? []
            : [
                {
                  id: 'p1',
                  name: 'Téléphone',
                  created_at: '2026-11-20T10:00:00Z',
                  last_used_at: null,
                },
              ],
        ),
      ),
      http.post('/api/account/passkeys/options', () =>
        HttpResponse.json({
          ceremony: 'scellé',
          public_key: { challenge: 'AA', user: { id: 'AQ', name: 'm', displayName: 'm' } },
        }),
      ),
      http.delete('/api/account/passkeys/p1', async ({ request }) => {
        removed = await request.json();
        return HttpResponse.json({ position: 3 });
      }),
    );
    const { user } = renderApp('/profile');
    const section = await screen.findByRole('region', { name: 'Clés d’accès' });
    await user.click(within(section).getByRole('button', { name: 'Ajouter une clé d’accès' }));
    await user.type(within(section).getByLabelText('Nom de la clé'), 'Tablette');
    await user.type(within(section).getByLabelText('Mot de passe'), 'motdepasse');
    await user.click(within(section).getByRole('button', { name: 'Créer la clé' }));
    expect(
      await within(section).findByText(
        "La clé d'accès n'a pas répondu : l'opération a été annulée ou a expiré.",
      ),
    ).toBeVisible();
    await user.click(within(section).getByRole('button', { name: 'Annuler' }));

    await user.click(within(section).getByRole('button', { name: 'Retirer la clé « Téléphone »' }));
    const form = within(section).getByRole('form', {
      name: 'Retirer la clé « Téléphone » : confirmez avec votre mot de passe',
    });
    await user.type(within(form).getByLabelText('Mot de passe'), 'motdepasse');
    await user.click(within(form).getByRole('button', { name: 'Retirer la clé' }));
    expect(await within(section).findByText('Clé d’accès retirée')).toBeVisible();
    expect(removed).toEqual({ password: 'motdepasse' });
    await waitFor(() =>
      expect(within(section).getByText('Aucune clé d’accès pour le moment.')).toBeVisible(),
    );
  });
});
