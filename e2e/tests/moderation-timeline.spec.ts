import { expect, test, type Page } from '@playwright/test';

import { expectAccessible } from '../support/axe';
import { logIn, reportFirstFilm, signUp } from '../support/member';
import { dismissDonationReminder } from '../support/reminder';
import { demoAdmin } from '../support/server';

const COMMAND = { 'X-Requested-With': 'XMLHttpRequest' };

/** An admin's decision, as the moderation screens send it. */
async function decide(admin: Page, path: string, notes: string): Promise<void> {
  const answer = await admin.request.post(path, {
    headers: COMMAND,
    data: { admin_notes: notes },
  });
  expect(answer.ok(), `${path}: ${await answer.text()}`).toBe(true);
}

// A member reports a film and requests a title; the team takes the report in charge,
// resolves it and rejects the request, each with a note; the member reads each step
// with its date and the team's words, on the film's page and on /request-content.
test('a member follows each step of their report and of their request', async ({ browser }) => {
  const stamp = Date.now();
  const title = `Titre suivi ${stamp}`;
  const page = await (await browser.newContext()).newPage();
  await dismissDonationReminder(page);

  let film = '';
  await test.step('the member reports a film and requests a title', async () => {
    await signUp(page, `suivi-${stamp}@exemple.fr`, 'bobine-e2e');
    await reportFirstFilm(page, 'Problème de sous-titres');
    film = new URL(page.url()).pathname;
    await page.goto('/request-content');
    await page.getByLabel('Titre *').fill(title);
    await page.getByRole('button', { name: 'Envoyer la demande' }).click();
    const mine = page.getByRole('region', { name: 'Mes demandes' });
    await expect(mine.getByText(title, { exact: true })).toBeVisible();
  });

  await test.step('the team decides, with a note each time', async () => {
    const contentId = film.split('/').pop() ?? '';
    const reports = await page.request.get(`/api/reports?content_id=${contentId}`);
    const [report] = (await reports.json()) as { id: string }[];
    const requests = await page.request.get('/api/requests');
    const request = ((await requests.json()) as { id: string; title: string }[]).find(
      (r) => r.title === title,
    );
    expect(report && request).toBeTruthy();

    const admin = demoAdmin();
    const adminPage = await (await browser.newContext()).newPage();
    await dismissDonationReminder(adminPage);
    await logIn(adminPage, admin.email, admin.password);
    await decide(adminPage, `/api/admin/reports/${report?.id}/take`, 'Nous regardons');
    await decide(adminPage, `/api/admin/reports/${report?.id}/resolve`, 'Sous-titres recalés');
    await decide(
      adminPage,
      `/api/admin/requests/${request?.id}/reject`,
      'Pas de version française',
    );
  });

  await test.step('the film page shows the report’s timeline', async () => {
    await page.goto(film);
    const mine = page.getByRole('region', { name: 'Vos signalements' });
    await expect(mine.getByText('Résolu', { exact: true })).toBeVisible();
    const steps = mine.getByRole('list', { name: 'Suivi du signalement' }).getByRole('listitem');
    await expect(steps).toHaveCount(3);
    await expect(steps.nth(0)).toContainText('Signalement envoyé');
    await expect(steps.nth(1)).toContainText('Pris en charge par l’équipe');
    await expect(steps.nth(1)).toContainText("Note de l'équipe : Nous regardons");
    await expect(steps.nth(2)).toContainText('Marqué résolu');
    await expect(steps.nth(2)).toContainText("Note de l'équipe : Sous-titres recalés");
    await expect(steps.nth(0).locator('time')).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    await expectAccessible(page, 'film page with the report timeline');
  });

  await test.step('/request-content shows the request’s timeline', async () => {
    await page.goto('/request-content');
    const request = page
      .getByRole('region', { name: 'Mes demandes' })
      .getByRole('listitem')
      .filter({ hasText: title })
      .first();
    const steps = request.getByRole('list', { name: 'Suivi de la demande' }).getByRole('listitem');
    await expect(steps).toHaveCount(2);
    await expect(steps.nth(0)).toContainText('Demande envoyée');
    await expect(steps.nth(1)).toContainText('Rejetée par l’équipe');
    await expect(steps.nth(1)).toContainText('Note de l’équipe : Pas de version française');
    await expectAccessible(page, 'request-content with the request timeline');
  });
});
