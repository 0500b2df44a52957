import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/**
 * Runs axe-core on the page as it stands and fails on any violation of impact
 * serious or critical, listing each rule with the elements that break it.
 */
export async function expectAccessible(page: Page, name: string): Promise<void> {
  await test.step(`axe: ${name}`, async () => {
    const results = await new AxeBuilder({ page }).analyze();
    const blocking = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        rule: v.id,
        impact: v.impact,
        help: v.help,
        elements: v.nodes.map((node) => node.target.join(' ')).slice(0, 5),
      }));
    expect(blocking, `serious or critical axe violations on ${name} (${page.url()})`).toEqual([]);
  });
}
