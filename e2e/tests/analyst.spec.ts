import { expect, test } from '@playwright/test';

import { expectAccessible } from '../support/axe';
import { logIn, signUp } from '../support/member';
import { dismissDonationReminder } from '../support/reminder';
import { demoAdmin } from '../support/server';

test('an admin grants the analyst role to a member, who reads the projections and changes nothing', async ({
  browser,
}) => {
  // Every page the analyst can reach, each checked by axe at two sizes.
  test.slow();
  const email = `analyste-${Date.now()}@exemple.fr`;
  const analystPage = await (await browser.newContext()).newPage();
  await dismissDonationReminder(analystPage);
  await test.step('a member signs up', async () => {
    await signUp(analystPage, email, 'bobine-e2e');
  });

  await test.step('an admin grants them the analyst role', async () => {
    const admin = demoAdmin();
    const adminPage = await (await browser.newContext()).newPage();
    await dismissDonationReminder(adminPage);
    await logIn(adminPage, admin.email, admin.password);
    await adminPage.goto('/admin/users');
    await adminPage.getByLabel('Rechercher par email ou identifiant').fill(email);
    await adminPage.getByRole('button', { name: `Donner le rôle analyste à ${email}` }).click();
    await expect(adminPage.getByText('Rôle analyste accordé')).toBeVisible();
    const row = adminPage.getByRole('row').filter({ hasText: email });
    await expect(row.getByText('Analyste', { exact: true })).toBeVisible();
    await expectAccessible(adminPage, 'admin users with an analyst');
  });

  await test.step("the header's Analyse leads to the analyst's home", async () => {
    await analystPage.reload();
    await analystPage.getByRole('link', { name: 'Analyse' }).click();
    await expect(analystPage).toHaveURL(/\/admin\/analyse$/);
    await expect(analystPage.getByRole('heading', { level: 1, name: 'Analyse' })).toBeVisible();
  });

  await test.step('the analyst opens the projections and sees no action', async () => {
    await analystPage.getByRole('link', { name: /^Projections/ }).click();
    await expect(analystPage).toHaveURL(/\/admin\/projections$/);
    const table = analystPage.getByRole('table', { name: 'Projections' });
    for (const name of ['accounts', 'catalogue', 'search']) {
      await expect(table.getByRole('rowheader', { name, exact: true })).toBeVisible();
    }
    await expect(analystPage.getByRole('button', { name: /Reconstruire/ })).toHaveCount(0);
  });

  await test.step('the analyst follows every link they can see and is never refused', async () => {
    const visited: string[] = [];
    const queue = ['/admin/analyse'];
    for (let href = queue.shift(); href !== undefined; href = queue.shift()) {
      if (visited.includes(href)) continue;
      visited.push(href);
      if (href.startsWith('/api/')) {
        // The raw log, a download.
        const answer = await analystPage.request.get(href);
        expect(answer.status(), href).toBe(200);
        continue;
      }
      await analystPage.goto(href);
      await expect(analystPage.getByRole('heading', { level: 1 }).first(), href).toBeVisible();
      await expect(analystPage.getByRole('heading', { name: 'Accès refusé' }), href).toHaveCount(0);
      await expect(
        analystPage.getByRole('heading', { name: 'Page introuvable' }),
        href,
      ).toHaveCount(0);
      await expectAccessible(analystPage, `analyst on ${href}`);
      // The member side is walked by the member journeys; the analyst's own pages here.
      if (!href.startsWith('/admin')) continue;
      const links = await analystPage
        .locator('a[href^="/"]:visible')
        .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
      queue.push(...links.map((link) => link.split('?')[0].split('#')[0]));
    }
    expect(visited).toEqual(
      expect.arrayContaining([
        '/admin/analyse',
        '/admin/audit',
        '/admin/analytics',
        '/admin/projections',
        '/api/admin/events',
        '/home',
      ]),
    );
  });

  await test.step('the analyst is refused the admin screens and any write', async () => {
    await analystPage.goto('/admin/users');
    await expect(analystPage.getByRole('heading', { name: 'Accès refusé' })).toBeVisible();
    await expect(analystPage.getByRole('button', { name: /Bannir/ })).toHaveCount(0);
    const refused = await analystPage.evaluate(async () => {
      const response = await fetch('/api/admin/projections/catalogue/rebuild', {
        method: 'POST',
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
      });
      return { status: response.status, body: (await response.json()) as unknown };
    });
    expect(refused).toEqual({
      status: 403,
      body: {
        error: {
          code: 'forbidden',
          message: "Vous n'avez pas les permissions d'administrateur",
        },
      },
    });
  });
});
