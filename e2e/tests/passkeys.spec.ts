import { expect, test, type Page } from '@playwright/test';

import { expectAccessible } from '../support/axe';
import { signUp } from '../support/member';
import { dismissDonationReminder } from '../support/reminder';

/**
 * Chromium's virtual authenticator (the DevTools protocol's `WebAuthn` domain): a
 * platform authenticator that keeps discoverable credentials and verifies its user,
 * answering every passkey prompt of `page` without a person. WebAuthn needs a secure
 * context and a domain: the journeys reach the node at http://localhost.
 */
async function addVirtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
}

async function signOut(page: Page): Promise<void> {
  const answer = await page.request.post('/api/auth/logout', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(answer.ok()).toBe(true);
}

// A member adds a passkey on /profile, signs in with it alone, then signs in with the
// password, where the second step asks for the passkey.
test('a member registers a passkey and signs in with it', async ({ browser }) => {
  expect(new URL(test.info().project.use.baseURL ?? '').hostname).toBe('localhost');
  const email = `cle-${Date.now()}@exemple.fr`;
  const password = 'bobine-e2e';
  const page = await (await browser.newContext()).newPage();
  await addVirtualAuthenticator(page);
  await dismissDonationReminder(page);
  await signUp(page, email, password);

  await test.step('the member adds a passkey from /profile', async () => {
    await page.goto('/profile');
    const section = page.getByRole('region', { name: 'Clés d’accès' });
    await expect(section.getByText('Aucune clé d’accès pour le moment.')).toBeVisible();
    await section.getByRole('button', { name: 'Ajouter une clé d’accès' }).click();
    await section.getByLabel('Nom de la clé').fill('Ordinateur portable');
    await section.getByLabel('Mot de passe').fill(password);
    await expectAccessible(page, 'profile with a passkey being added');
    await section.getByRole('button', { name: 'Créer la clé' }).click();
    await expect(section.getByText('Clé d’accès ajoutée', { exact: true })).toBeVisible();
    await expect(section.getByText('Ordinateur portable')).toBeVisible();
    await expect(section.getByText('Jamais utilisée')).toBeVisible();
  });

  await test.step('signed out, the member signs in with the passkey alone', async () => {
    await signOut(page);
    await page.goto('/');
    await expectAccessible(page, 'the login page with its passkey button');
    await page.getByRole('button', { name: 'Se connecter avec une clé d’accès' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/profile');
    const section = page.getByRole('region', { name: 'Clés d’accès' });
    await expect(section.getByText(/^Dernière utilisation le /)).toBeVisible();
    const log = page.getByRole('region', { name: 'Journal de sécurité' });
    await expect(log.getByText('Connexion (clé d’accès)').first()).toBeVisible();
  });

  await test.step('a password sign-in asks for the passkey at its second step', async () => {
    await signOut(page);
    await page.goto('/');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Mot de passe').fill(password);
    await page.getByRole('button', { name: 'SE CONNECTER', exact: true }).click();
    const usePasskey = page.getByRole('button', { name: 'Utiliser une clé d’accès' });
    await expect(usePasskey).toBeVisible();
    await expectAccessible(page, 'the second step offering a passkey');
    await usePasskey.click();
    await expect(page).toHaveURL(/\/home$/);
  });
});
