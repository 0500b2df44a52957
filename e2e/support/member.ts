import { expect, type Page } from '@playwright/test';

/** Signs in from the login page (/) and waits for the home page. */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByRole('button', { name: 'SE CONNECTER' }).click();
  await expect(page).toHaveURL(/\/home$/);
}
