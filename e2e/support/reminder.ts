import type { Page } from '@playwright/test';

/**
 * The home page's donation reminder opens 3 s after entering /home (once per member
 * every 9 days) and covers the page: whenever it shows up in the way of a journey,
 * answer 'Non merci, peut-être plus tard' as a member would, then carry on.
 *
 * The reminder lives on the home page: when it opens just as a click leaves that page,
 * it goes away with it before its button can be pressed. Pressing is then given up
 * (rather than waited on until the test's time runs out), unless it is still showing.
 */
export async function dismissDonationReminder(page: Page): Promise<void> {
  const reminder = page.getByRole('dialog', { name: 'Bobine a besoin de vous' });
  const later = reminder.getByRole('button', { name: 'Non merci, peut-être plus tard' });
  await page.addLocatorHandler(reminder, async () => {
    await later.click({ timeout: 3_000 }).catch(async (error: unknown) => {
      if (await reminder.isVisible()) throw error;
    });
  });
}
