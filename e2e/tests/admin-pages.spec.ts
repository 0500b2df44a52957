import { expect, test } from '@playwright/test';

import { expectAccessible } from '../support/axe';
import { logIn } from '../support/member';
import { dismissDonationReminder } from '../support/reminder';
import { demoAdmin } from '../support/server';

test('an admin opens every admin screen from the admin home, each one accessible', async ({
  page,
}) => {
  // Many pages, each checked by axe at two sizes.
  test.slow();
  await dismissDonationReminder(page);
  const admin = demoAdmin();
  await logIn(page, admin.email, admin.password);
  await page.getByRole('link', { name: 'Admin' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible();
  await expectAccessible(page, 'admin home');

  const cards = page.getByRole('navigation', { name: "Navigation de l'administration" });
  const hrefs = await cards
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs).toEqual(
    expect.arrayContaining(['/admin/genres', '/admin/analytics', '/admin/audit']),
  );
  for (const href of [...hrefs, '/admin/analyse']) {
    await page.goto(href);
    await expect(page.getByRole('heading', { level: 1 }).first(), href).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Accès refusé' }), href).toHaveCount(0);
    // The screen's content, not its loading line, is what axe must see.
    await expect(page.getByRole('status').filter({ hasText: 'Chargement' })).toHaveCount(0);
    await expectAccessible(page, href);
    if (href !== '/admin/analyse') {
      await expect(page.getByRole('link', { name: "← Retour à l'administration" })).toHaveAttribute(
        'href',
        '/admin',
      );
    }
  }
});
