import { expect, test } from '@playwright/test';

import { expectAccessible } from '../support/axe';
import { signUp } from '../support/member';
import { dismissDonationReminder } from '../support/reminder';

const member = { email: `pages-${Date.now()}@exemple.fr`, password: 'bobine-e2e' };

test.beforeEach(async ({ page }) => dismissDonationReminder(page));

test('a member opens the donation, contact and FAQ pages and sends a message to the team', async ({
  page,
}) => {
  await signUp(page, member.email, member.password);

  await test.step('donation', async () => {
    await page.goto('/donation');
    await expect(page.getByRole('heading', { level: 1, name: 'Soutenir Bobine' })).toBeVisible();
    await expect(page.getByText('70 %')).toBeVisible();
    await expect(page).toHaveTitle('Soutenir Bobine · Bobine');
    await expectAccessible(page, 'donation');
  });

  await test.step('contact: the reply times and a message sent', async () => {
    await page
      .getByRole('navigation', { name: 'Aide' })
      .getByRole('link', { name: 'Contact' })
      .click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByText('24 à 48 h')).toBeVisible();
    await expectAccessible(page, 'contact');
    await page.getByLabel('Sujet', { exact: true }).fill('Un film introuvable');
    await page
      .getByLabel('Message', { exact: true })
      .fill('Bonjour, je ne trouve pas Le Samouraï de Melville.');
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Votre message a bien été envoyé. Nous vous répondrons par e-mail.',
    );
  });

  await test.step('FAQ: search and its empty state', async () => {
    await page.getByRole('navigation', { name: 'Aide' }).getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    const questions = page
      .getByRole('list', { name: 'Questions fréquentes' })
      .getByRole('listitem');
    await expect(questions).toHaveCount(10);
    await expectAccessible(page, 'faq');
    await page.getByRole('searchbox', { name: 'Rechercher une question' }).fill('parrainage');
    await expect(questions).toHaveCount(2);
    await page.getByRole('searchbox', { name: 'Rechercher une question' }).fill('xyzxyz');
    await expect(page.getByText('Aucune question ne correspond à votre recherche.')).toBeVisible();
  });

  await test.step('every header and footer link leads to a page, never to the 404', async () => {
    await page.goto('/home');
    // The header and footer come with the lazily loaded page: wait for them.
    await expect(page.locator('footer a[href="/donation"]').first()).toBeVisible();
    await expect(page.locator('header a[href="/faq"]').first()).toBeAttached();
    const hrefs = await page
      .locator('header a[href^="/"], footer a[href^="/"]')
      .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href') ?? ''))]);
    expect(hrefs).toEqual(expect.arrayContaining(['/home', '/contact', '/faq', '/donation']));
    for (const href of hrefs) {
      await page.goto(href);
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Page introuvable' }), href).toHaveCount(0);
    }
  });

  await test.step('the sections still to come, and the animes', async () => {
    for (const [href, name] of [
      ['/spectacles', 'Spectacles'],
      ['/documentaires', 'Documentaires'],
      ['/animes', 'Animés'],
    ]) {
      await page.goto(href);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expectAccessible(page, name);
    }
  });
});

test('the home page does not jump when its carousels arrive (layout shift under 0.1)', async ({
  page,
}) => {
  await signUp(page, `stabilite-${Date.now()}@exemple.fr`, 'bobine-e2e');
  // Sums the page's unexpected layout shifts from its first paint (Chromium's CLS).
  await page.addInitScript(() => {
    const shifts = window as unknown as { layoutShift: number };
    shifts.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) shifts.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/home');
  await expect(page.locator('main a[href^="/movie/"]').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const shift = await page.evaluate(
    () => (window as unknown as { layoutShift: number }).layoutShift,
  );
  test.info().annotations.push({ type: 'home layout shift', description: shift.toFixed(3) });
  console.log(`home layout shift: ${shift.toFixed(3)}`);
  expect(shift).toBeLessThan(0.1);
});
