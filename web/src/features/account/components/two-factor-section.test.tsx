import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { memberUser, setSession } from '@/testing/mocks/auth-db';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';

const CODES = Array.from({ length: 10 }, (_, i) => `ABCD-EF${String(i).padStart(2, '0')}`);

describe('« Double authentification » on /profile', () => {
  it('enrols with the password, the QR code and one code, then shows the recovery codes once', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('/api/account/two-factor/totp', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({
          secret: 'JBSWY3DPEHPK3PXP',
          otpauth_uri: 'otpauth://totp/Bobine:membre?secret=JBSWY3DPEHPK3PXP&issuer=Bobine',
          qr_svg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
        });
      }),
      http.post('/api/account/two-factor/totp/confirm', async ({ request }) => {
        sent.push(await request.json());
        setSession({ user: { ...memberUser, two_factor: true, totp: true } });
        return HttpResponse.json({ position: 1, recovery_codes: CODES });
      }),
    );
    setSession({ user: memberUser });
    const { user } = renderApp('/profile');
    const section = await screen.findByRole('region', { name: 'Double authentification' });

    await user.click(
      within(section).getByRole('button', { name: 'Activer la double authentification' }),
    );
    await user.type(within(section).getByLabelText('Mot de passe'), 'motdepasse');
    await user.click(within(section).getByRole('button', { name: 'Continuer' }));

    expect(await within(section).findByText('JBSWY3DPEHPK3PXP')).toBeVisible();
    expect(within(section).getByRole('img', { name: /QR code/ })).toBeVisible();
    await user.type(within(section).getByLabelText('Code de vérification'), '123456');
    await user.click(within(section).getByRole('button', { name: 'Activer' }));

    const codes = await within(section).findByRole('list', { name: 'Codes de secours' });
    expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
    expect(sent).toEqual([{ password: 'motdepasse' }, { code: '123456' }]);
    await user.click(within(section).getByRole('button', { name: 'J’ai conservé mes codes' }));
    await waitFor(() =>
      expect(within(section).getByText('La double authentification est activée.')).toBeVisible(),
    );
    expect(within(section).queryByRole('list')).not.toBeInTheDocument();
  });

  it("keeps it on with the server's message when the code is wrong", async () => {
    server.use(
      http.delete('/api/account/two-factor', () =>
        HttpResponse.json(
          { error: { code: 'invalid_code', message: 'Code de vérification invalide' } },
          { status: 422 },
        ),
      ),
    );
    setSession({ user: { ...memberUser, two_factor: true, totp: true } });
    const { user } = renderApp('/profile');
    const section = await screen.findByRole('region', { name: 'Double authentification' });

    await user.click(
      within(section).getByRole('button', { name: 'Désactiver la double authentification' }),
    );
    await user.type(within(section).getByLabelText('Mot de passe'), 'motdepasse');
    await user.type(
      within(section).getByLabelText('Code de vérification ou code de secours'),
      '000000',
    );
    await user.click(
      within(section).getByRole('button', { name: 'Désactiver la double authentification' }),
    );

    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Code de vérification invalide',
    );
  });
});
