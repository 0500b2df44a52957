import { expect, test, type Locator, type Page } from '@playwright/test';

/** True while the focus is inside `dialog`. */
const holdsFocus = (dialog: Locator) =>
  dialog.evaluate((element) => element.contains(document.activeElement));

/**
 * The WAI-ARIA dialog pattern, as a keyboard user meets it: the open `dialog` has
 * the focus; 10 Tabs then 10 Shift+Tabs never take it out; with the focus sent behind
 * (nowhere in particular), Escape still closes it; the focus is then back on `opener`
 * (when something opened it: the donation reminder opens by itself).
 */
export async function expectKeyboardHeld(
  page: Page,
  dialog: Locator,
  opener: Locator | null,
): Promise<void> {
  await test.step('the dialog holds the keyboard', async () => {
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect.poll(() => holdsFocus(dialog), 'focus inside on opening').toBe(true);
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let press = 1; press <= 10; press += 1) {
        await page.keyboard.press(key);
        expect(await holdsFocus(dialog), `focus inside after ${press} × ${key}`).toBe(true);
      }
    }
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    if (opener) await expect(opener).toBeFocused();
  });
}
