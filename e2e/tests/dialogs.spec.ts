import { expect, test } from '@playwright/test';

import { expectAccessible } from '../support/axe';
import { expectKeyboardHeld } from '../support/dialog';
import { logIn, signUp } from '../support/member';
import { dismissDonationReminder } from '../support/reminder';
import { demoAdmin } from '../support/server';

test('a member meets the donation reminder and the report dialog, and the keyboard stays in each', async ({
  page,
}) => {
  // Many pages, each checked by axe at two sizes.
  test.slow();
  // No automatic dismissal here: the reminder is what this journey looks at.
  await signUp(page, `dialogues-${Date.now()}@exemple.fr`, 'bobine-e2e');

  await test.step('the donation reminder, opened by itself on the home page', async () => {
    const reminder = page.getByRole('dialog', { name: 'Bobine a besoin de vous' });
    await expect(reminder).toBeVisible({ timeout: 10_000 });
    await expectAccessible(page, 'donation reminder');
    await expectKeyboardHeld(page, reminder, null);
  });

  await test.step('"Signaler un problème" on a film', async () => {
    await page.locator('main a[href^="/movie/"]').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const opener = page.getByRole('button', { name: 'Signaler un problème' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Signaler un problème' });
    await expectAccessible(page, 'report dialog');
    await expectKeyboardHeld(page, dialog, opener);
  });
});

test('an admin opens an audit entry, a member and the new film form, and the keyboard stays in each', async ({
  page,
}) => {
  // Many pages, each checked by axe at two sizes.
  test.slow();
  await dismissDonationReminder(page);
  const admin = demoAdmin();
  await logIn(page, admin.email, admin.password);

  await test.step('add a film', async () => {
    await page.goto('/admin');
    const opener = page.getByRole('button', { name: 'Ajouter un film' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Ajouter un film' });
    await expectAccessible(page, 'new film dialog');
    await expectKeyboardHeld(page, dialog, opener);
  });

  await test.step("a member's details", async () => {
    await page.goto('/admin/users');
    await page.getByLabel('Rechercher par email ou identifiant').fill(admin.email);
    // The filtered list, once in place: its rows are not redrawn under the dialog.
    await expect(page.getByRole('button', { name: /^Détails de / })).toHaveCount(1);
    const opener = page.getByRole('button', { name: `Détails de ${admin.email}` });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: "Détails de l'utilisateur" });
    await expectAccessible(page, 'user details dialog');
    await expectKeyboardHeld(page, dialog, opener);
  });

  await test.step('an audit entry', async () => {
    await page.goto('/admin/audit');
    const opener = page.getByRole('button', { name: /^Voir le détail/ }).first();
    await opener.click();
    const dialog = page.getByRole('dialog', { name: /^Détail de l'action/ });
    await expectKeyboardHeld(page, dialog, opener);
  });
});
