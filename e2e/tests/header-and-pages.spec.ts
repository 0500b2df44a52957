import { expect, test, type Page } from '@playwright/test';

import { expectAccessible, PHONE } from '../support/axe';
import { signUp } from '../support/member';
import { dismissDonationReminder } from '../support/reminder';

// One member for the file's journeys, signed up by the first.
test.describe.configure({ mode: 'serial' });
const member = { email: `entete-${Date.now()}@exemple.fr`, password: 'bobine-e2e' };
let signedUp = false;

test.beforeEach(async ({ page }) => {
  await dismissDonationReminder(page);
  if (!signedUp) {
    await signUp(page, member.email, member.password);
    signedUp = true;
    return;
  }
  await page.goto('/');
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Mot de passe').fill(member.password);
  await page.getByRole('button', { name: 'SE CONNECTER', exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
});

/** The focused element's text. */
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

test('the FILMS genre menu is a menu button: click, arrows, Escape, every item in sight', async ({
  page,
}) => {
  // Away from the home page, whose donation reminder would come over the menu.
  await page.goto('/films');
  const toggle = page.getByRole('button', { name: 'Genres FILMS' });
  const menu = page.getByRole('menu', { name: 'Genres FILMS' });

  await test.step('hover opens it, a click on the chevron keeps it open, a second closes it', async () => {
    await page
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('link', { name: 'FILMS' })
      .hover();
    await expect(menu).toBeVisible();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('menuitem').first()).toBeFocused();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
  });

  await test.step('↓ opens it on the first item, ↓ and ↑ move, Escape closes back on the chevron', async () => {
    await page.mouse.move(0, 0);
    await toggle.focus();
    await page.keyboard.press('ArrowDown');
    const items = menu.getByRole('menuitem');
    await expect(items.first()).toBeFocused();
    const first = await focusedText(page);
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    expect(await focusedText(page)).toBe(first);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  await test.step('the last item, Western, is whole inside the menu and the window', async () => {
    await page.keyboard.press('ArrowUp');
    const western = menu.getByRole('menuitem', { name: 'Western' });
    await expect(western).toBeFocused();
    const item = await western.boundingBox();
    const panel = await menu.boundingBox();
    const window = page.viewportSize();
    expect(item && panel && window).toBeTruthy();
    if (!item || !panel || !window) return;
    expect(item.y).toBeGreaterThanOrEqual(panel.y);
    expect(item.y + item.height).toBeLessThanOrEqual(panel.y + panel.height);
    expect(panel.y + panel.height).toBeLessThanOrEqual(window.height);
    // axe resizes the page to a phone's, where the header's menu is hidden and the
    // focus lost: the chevron closes it afterwards.
    await expectAccessible(page, 'FILMS genre menu open');
    await toggle.click();
    await expect(menu).toBeHidden();
  });
});

test('the mobile menu: no label said twice, Escape closes it', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/films');
  const button = page.getByRole('button', { name: 'Ouvrir le menu' });
  await button.click();
  const nav = page.getByRole('navigation', { name: 'Navigation mobile' });
  await expect(nav).toBeVisible();
  await expect(nav.getByText('FILMS', { exact: true })).toHaveCount(1);
  await expect(nav.getByText('SÉRIES', { exact: true })).toHaveCount(1);
  await nav.getByText('Genres').first().click();
  await expect(nav.getByRole('link', { name: 'Western' })).toBeVisible();
  await expectAccessible(page, 'mobile menu open');
  await nav.getByRole('link', { name: 'DONATION' }).focus();
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expect(button).toBeFocused();
});

test('an unknown film or genre says so at once, after one request', async ({ page }) => {
  for (const [href, api, message] of [
    [
      '/movie/00000000-0000-4000-8000-000000000000',
      '/api/movies/00000000-0000-4000-8000-000000000000',
      'Film non trouvé',
    ],
    ['/genre/genre-inconnu', '/api/genres/genre-inconnu', 'Genre non trouvé'],
  ]) {
    const requests: string[] = [];
    const count = (request: { url: () => string }) => {
      if (new URL(request.url()).pathname === api) requests.push(request.url());
    };
    page.on('request', count);
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === api);
    await page.goto(href);
    expect((await answered).status(), api).toBe(404);
    const answeredAt = Date.now();
    await expect(page.getByText(message)).toBeVisible();
    // A retried 404 kept "Chargement..." on screen for the retry's delay (1 s and more).
    expect(Date.now() - answeredAt, `${href}: from the 404 to its message`).toBeLessThan(700);
    await expectAccessible(page, `${href} not found`);
    expect(requests, href).toHaveLength(1);
    page.off('request', count);
  }
});

test('the home page: cards of a carousel are the same height, the footer has this year', async ({
  page,
}) => {
  await page.goto('/home');
  await expect(page.locator('main a[href^="/movie/"]').first()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} Bobine`);
  const carousels = page
    .getByRole('main')
    .getByRole('region')
    .filter({ has: page.locator('article') });
  await expect(carousels.first()).toBeVisible();
  for (const carousel of await carousels.all()) {
    await carousel.scrollIntoViewIfNeeded();
    const heights = await carousel
      .locator('article')
      .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().height)));
    expect(new Set(heights).size, `card heights ${heights.join(', ')}`).toBe(1);
  }
});
