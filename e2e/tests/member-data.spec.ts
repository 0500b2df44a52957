import { readFile } from 'node:fs/promises';

import { expect, test } from '@playwright/test';

import { expectAccessible } from '../support/axe';
import { logIn, signUp } from '../support/member';
import { dismissDonationReminder } from '../support/reminder';

/** The bytes of `name` in a ZIP of stored files (what the server writes). */
function unzipped(zip: Buffer, name: string): string {
  let at = 0;
  while (zip.readUInt32LE(at) === 0x04034b50) {
    const size = zip.readUInt32LE(at + 18);
    const nameLength = zip.readUInt16LE(at + 26);
    const start = at + 30 + nameLength + zip.readUInt16LE(at + 28);
    if (zip.toString('utf8', at + 30, at + 30 + nameLength) === name) {
      return zip.toString('utf8', start, start + size);
    }
    at = start + size;
  }
  throw new Error(`${name} is not in the archive`);
}

// A member's own data: the archive downloaded and read, their other session
// ended, "Reprendre" cleared, then the account deleted, after which signing in fails.
test('a member downloads their data, ends their other session, clears Reprendre and deletes their account', async ({
  browser,
}) => {
  const email = `donnees-${Date.now()}@exemple.fr`;
  const password = 'bobine-e2e';
  const laptop = await (await browser.newContext()).newPage();
  const phone = await (await browser.newContext()).newPage();
  await dismissDonationReminder(laptop);
  await dismissDonationReminder(phone);
  await signUp(laptop, email, password);
  await logIn(phone, email, password);

  await test.step('the member takes a started film out of "Reprendre"', async () => {
    const films = await laptop.request.get('/api/movies?limit=1');
    const film = ((await films.json()) as { items: { id: string; title: string }[] }).items[0]!;
    const saved = await laptop.request.put('/api/progress', {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      data: { content_type: 'movie', content_id: film.id, progress_seconds: 60 },
    });
    expect(saved.ok()).toBe(true);
    await laptop.goto('/home');
    const row = laptop.getByRole('region', { name: 'Reprendre' });
    await expect(row.getByRole('link', { name: new RegExp(film.title) })).toBeVisible();
    await row.getByRole('button', { name: `Retirer « ${film.title} » de Reprendre` }).click();
    await expect(row).toBeHidden();
  });

  await test.step('the member downloads the archive and opens its index.html', async () => {
    await laptop.goto('/profile');
    await expect(laptop.getByRole('heading', { name: 'Mon Profil' })).toBeVisible();
    await expectAccessible(laptop, 'profile with the member data sections');
    const data = laptop.getByRole('region', { name: 'Mes données' });
    const download = laptop.waitForEvent('download');
    await data.getByRole('button', { name: 'Télécharger mes données' }).click();
    const file = await (await download).path();
    const zip = await readFile(file);
    const reader = await laptop.context().newPage();
    await reader.setContent(unzipped(zip, 'index.html'));
    await expect(reader.getByRole('heading', { name: 'Mes données Bobine' })).toBeVisible();
    await expect(reader.getByRole('cell', { name: email, exact: true })).toBeVisible();
    await reader.close();
  });

  await test.step('the member ends their other session: the phone is signed out', async () => {
    const sessions = laptop.getByRole('region', { name: 'Appareils connectés' });
    await expect(sessions.getByText('Cet appareil')).toBeVisible();
    await sessions.getByRole('button', { name: 'Fermer toutes les autres sessions' }).click();
    await expect(sessions.getByText('Les autres sessions ont été fermées')).toBeVisible();
    await phone.goto('/profile');
    await expect(phone.getByRole('button', { name: 'SE CONNECTER', exact: true })).toBeVisible();
  });

  await test.step('the member deletes their account and cannot sign in again', async () => {
    const erase = laptop.getByRole('region', { name: 'Supprimer mon compte' });
    await erase.getByRole('button', { name: 'Supprimer mon compte' }).click();
    await expect(erase.getByText(/Effacés : votre adresse e-mail/)).toBeVisible();
    await expectAccessible(laptop, 'account deletion confirmation');
    await erase.getByLabel('Mot de passe').fill(password);
    await erase.getByRole('button', { name: 'Supprimer définitivement mon compte' }).click();
    await expect(laptop.getByRole('button', { name: 'SE CONNECTER', exact: true })).toBeVisible();

    await laptop.getByLabel('Email').fill(email);
    await laptop.getByLabel('Mot de passe').fill(password);
    await laptop.getByRole('button', { name: 'SE CONNECTER', exact: true }).click();
    await expect(laptop.getByText('Email ou mot de passe incorrect')).toBeVisible();
  });
});
