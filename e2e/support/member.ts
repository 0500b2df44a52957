import { expect, type Page } from '@playwright/test';

import { answerCaptcha } from './captcha';

/** Signs in from the login page (/) and waits for the home page. */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByRole('button', { name: 'SE CONNECTER', exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
}

/** Signs a new member up from /register (captcha answered) and waits for the home page. */
export async function signUp(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/register');
  const check = page.getByRole('group', { name: 'Vérification' });
  await expect(check.locator('p[id^="captcha-"]')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByLabel('Confirmer le mot de passe').fill(password);
  await answerCaptcha(check);
  await page.getByRole('button', { name: "S'INSCRIRE" }).click();
  await expect(page).toHaveURL(/\/home$/);
}

/** Opens the home page's first film and reports a problem of that type (its label). */
export async function reportFirstFilm(page: Page, problem: string): Promise<void> {
  await page.locator('main a[href^="/movie/"]').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Signaler un problème' }).click();
  const dialog = page.getByRole('dialog', { name: 'Signaler un problème' });
  await dialog.getByLabel(problem).check();
  await dialog.getByRole('button', { name: 'Envoyer le signalement' }).click();
  await expect(dialog).toBeHidden({ timeout: 5000 });
}
