import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** The two screens every page is checked on: a laptop's and a phone's. */
export const DESKTOP = { width: 1366, height: 900 };
export const PHONE = { width: 390, height: 844 };

/**
 * Runs axe-core on the page as it stands, at the desktop size then at the phone size
 * (the page is resized in place, then given its size back), and fails on any
 * violation of impact serious or critical, listing each rule with the elements that
 * break it. A rule that axe could not run (it reports the error as "incomplete")
 * fails too: a check that silently skips would pass every page.
 */
export async function expectAccessible(page: Page, name: string): Promise<void> {
  const size = page.viewportSize();
  try {
    await page.setViewportSize(DESKTOP);
    await checkPage(page, `${name} (desktop)`);
    await page.setViewportSize(PHONE);
    await checkPage(page, `${name} (phone)`);
  } finally {
    if (size) await page.setViewportSize(size);
  }
}

async function checkPage(page: Page, name: string): Promise<void> {
  await test.step(`axe: ${name}`, async () => {
    // Details of violations only: passes and the rest are cut to one node per rule,
    // which halves the time on the catalogue's long pages.
    const results = await new AxeBuilder({ page })
      .options({ resultTypes: ['violations'] })
      .analyze();
    const blocking = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        rule: v.id,
        impact: v.impact,
        help: v.help,
        elements: v.nodes
          .slice(0, 5)
          .map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
      }));
    const failed = results.incomplete
      .filter((v) =>
        v.nodes.some((node) => node.none.some((check) => check.id === 'error-occurred')),
      )
      .map((v) => v.id);
    expect(failed, `axe rules that could not run on ${name} (${page.url()})`).toEqual([]);
    expect(blocking, `serious or critical axe violations on ${name} (${page.url()})`).toEqual([]);
  });
}
