import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { memberUser, setSession } from '@/testing/mocks/auth-db';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';

const bytes = (...values: number[]) => new Uint8Array(values).buffer;

/** A browser whose passkey answers every prompt. */
function fakePasskey() {
  const get = vi.fn(() =>
    Promise.resolve({
      id: 'AQID',
      rawId: bytes(1, 2, 3),
      type: 'public-key',
      response: {
        authenticatorData: bytes(4),
        clientDataJSON: bytes(5),
        signature: bytes(6),
        userHandle: bytes(7),
      },
      getClientExtensionResults: () => ({}),
    }),
  );
  // Only its presence matters: the browser supports passkeys.
  vi.stubGlobal('PublicKeyCredential', class PublicKeyCredential {});
  Object.defineProperty(navigator, 'credentials', {
    configurable: true,
    value: { create: vi.fn(), get },
  });
  return get;
}

/** The passkey routes, recording what the page sends. */
function passkeyServer(sent: unknown[]) {
  server.use(
    http.post('/api/auth/passkey/options', async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({
        ceremony: 'scellé',
        public_key: { challenge: 'AAEC', rpId: 'localhost', allowCredentials: [] },
      });
    }),
    http.post('/api/auth/passkey', async ({ request }) => {
      sent.push(await request.json());
      setSession({ user: memberUser });
      return HttpResponse.json({ position: 1, user: memberUser });
    }),
  );
}

const answer = {
  ceremony: 'scellé',
  credential: {
    id: 'AQID',
    rawId: 'AQID',
    type: 'public-key',
    response: { authenticatorData: 'BA', clientDataJSON: 'BQ', signature: 'Bg', userHandle: 'Bw' },
    clientExtensionResults: {},
  },
};

async function openLogin() {
  setSession({ user: null });
  const rendered = renderApp('/');
  await screen.findByRole('heading', { name: 'Connexion' });
  const message = await screen.findByRole('dialog');
  await rendered.user.click(within(message).getByRole('button', { name: 'Fermer le message' }));
  return rendered;
}

describe('signing in with a passkey', () => {
  beforeEach(() => setSession({ user: null }));
  afterEach(() => vi.unstubAllGlobals());

  it('signs in from the login page without an address or a password', async () => {
    const get = fakePasskey();
    const sent: unknown[] = [];
    passkeyServer(sent);
    const { user, router } = await openLogin();

    await user.click(screen.getByRole('button', { name: 'Se connecter avec une clé d’accès' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    const options = (get.mock.calls[0] as unknown as [CredentialRequestOptions])[0].publicKey!;
    expect(new Uint8Array(options.challenge as ArrayBuffer)).toEqual(new Uint8Array([0, 1, 2]));
    expect(options.allowCredentials).toBeUndefined();
    expect(sent).toEqual([{}, answer]);
  });

  it('offers the passkey at the second step of a password sign-in', async () => {
    fakePasskey();
    const sent: unknown[] = [];
    passkeyServer(sent);
    server.use(
      http.post('/api/auth/login', () =>
        HttpResponse.json({
          two_factor_required: true,
          challenge: 'defi-1',
          totp: false,
          passkey: true,
        }),
      ),
    );
    const { user, router } = await openLogin();
    await user.type(screen.getByLabelText('Email'), memberUser.email);
    await user.type(screen.getByLabelText('Mot de passe'), 'motdepasse');
    await user.click(screen.getByRole('button', { name: 'SE CONNECTER' }));

    const usePasskey = await screen.findByRole('button', { name: 'Utiliser une clé d’accès' });
    expect(screen.queryByLabelText('Code de vérification')).toBeNull();
    await user.click(usePasskey);

    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(sent).toEqual([{ challenge: 'defi-1' }, answer]);
  });

  it('tells in French what the server refused', async () => {
    fakePasskey();
    server.use(
      http.post('/api/auth/passkey/options', () =>
        HttpResponse.json({ ceremony: 'scellé', public_key: { challenge: 'AA' } }),
      ),
      http.post('/api/auth/passkey', () =>
        HttpResponse.json(
          {
            error: {
              code: 'passkey_wrong_origin',
              message:
                'Cette clé d’accès a répondu pour un autre site que Bobine : elle est refusée.',
            },
          },
          { status: 401 },
        ),
      ),
    );
    const { user } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Se connecter avec une clé d’accès' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Cette clé d’accès a répondu pour un autre site que Bobine : elle est refusée.',
    );
  });
});
