import type { Page } from '@playwright/test';

/**
 * The home page's donation reminder opens 3 s after entering /home (once per member
 * every 9 days) and covers the page: whenever it shows up in the way of a journey,
 * answer 'Non merci, peut-être plus tard' as a member would, then carry on.
 */
export async function dismissDonationReminder(page: Page): Promise<void> {
  const reminder = page.getByRole('dialog', { name: 'Bobine a besoin de vous' });
  await page.addLocatorHandler(reminder, async () => {
    await reminder.getByRole('button', { name: 'Non merci, peut-être plus tard' }).click();
  });
}
