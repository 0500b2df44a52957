import { createHmac } from 'node:crypto';

import { expect, test, type Page } from '@playwright/test';

import { expectAccessible } from '../support/axe';
import { logIn, signUp } from '../support/member';
import { dismissDonationReminder } from '../support/reminder';
import { demoAdmin } from '../support/server';

/** RFC 4648 base 32, as /profile writes the secret out. */
function base32(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of text.replace(/=+$/, '')) {
    value = (value << 5) | alphabet.indexOf(char);
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((value >> bits) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

/** The six-digit code an authenticator app shows at `time` (RFC 6238: SHA-1, 30 s). */
function totp(secret: string, time: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(time / 30_000)));
  const mac = createHmac('sha1', base32(secret)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** Makes the member signed in on `page` an admin, through the demo admin's session. */
async function makeAdmin(page: Page, adminPage: Page): Promise<void> {
  const session = await page.request.get('/api/auth/session');
  const { user } = (await session.json()) as { user: { id: string } };
  const admin = demoAdmin();
  await logIn(adminPage, admin.email, admin.password);
  const granted = await adminPage.request.put(`/api/admin/users/${user.id}/admin`, {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(granted.ok()).toBe(true);
}

// An admin turns on an authenticator app from /profile (the journey computes the
// codes from the secret written out), keeps the recovery codes, then signs in again
// in two steps and reaches the admin area.
test('an admin enrols an authenticator app and signs in with its code', async ({ browser }) => {
  const email = `double-${Date.now()}@exemple.fr`;
  const password = 'bobine-e2e';
  const page = await (await browser.newContext()).newPage();
  await dismissDonationReminder(page);
  await signUp(page, email, password);
  await makeAdmin(page, await (await browser.newContext()).newPage());

  let secret = '';
  await test.step('the admin is asked to enrol, and enrols from /profile', async () => {
    await page.goto('/admin');
    const notice = page.getByRole('complementary', { name: 'Double authentification' });
    await notice.getByRole('link', { name: 'Activer sur mon profil' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    const section = page.getByRole('region', { name: 'Double authentification' });
    await section.getByRole('button', { name: 'Activer la double authentification' }).click();
    await section.getByLabel('Mot de passe').fill(password);
    await section.getByRole('button', { name: 'Continuer' }).click();
    await expect(section.getByRole('img', { name: /QR code/ })).toBeVisible();
    await expectAccessible(page, 'profile with a two-factor enrolment');
    secret = (await section.getByTestId('totp-secret').textContent()) ?? '';
    await section.getByLabel('Code de vérification').fill(totp(secret, Date.now()));
    await section.getByRole('button', { name: 'Activer' }).click();
    const codes = section.getByRole('list', { name: 'Codes de secours' });
    await expect(codes.getByRole('listitem')).toHaveCount(10);
    await section.getByRole('button', { name: 'J’ai conservé mes codes' }).click();
    await expect(section.getByText('La double authentification est activée.')).toBeVisible();
  });

  await test.step('a new browser signs in with the password, then a code', async () => {
    const other = await (await browser.newContext()).newPage();
    await dismissDonationReminder(other);
    await other.goto('/');
    await other.getByLabel('Email').fill(email);
    await other.getByLabel('Mot de passe').fill(password);
    await other.getByRole('button', { name: 'SE CONNECTER', exact: true }).click();
    const code = other.getByLabel('Code de vérification');
    await expect(code).toBeVisible();
    await expectAccessible(other, 'the second step of a sign-in');
    // The code that confirmed the enrolment is spent: the next step's code, which the
    // server accepts one step early.
    await code.fill(totp(secret, Date.now() + 30_000));
    await other.getByRole('button', { name: 'VÉRIFIER' }).click();
    await expect(other).toHaveURL(/\/home$/);
    await other.goto('/admin');
    await expect(other.getByRole('complementary', { name: 'Double authentification' })).toHaveCount(
      0,
    );
    await expect(other.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
