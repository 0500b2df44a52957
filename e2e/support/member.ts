import { expect, type Page } from '@playwright/test';

import { answerCaptcha } from './captcha';

/** Signs in from the login page (/) and waits for the home page. */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByRole('button', { name: 'SE CONNECTER' }).click();
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
