import { defineConfig } from '@playwright/test';

/**
 * The journeys run against a server already started: `scripts/test` starts one on a
 * free port with a fresh data directory; by hand, `scripts/run` serves
 * http://localhost:8080 with its data in ../data, the defaults here.
 */
export const server = {
  url: process.env.BOBINE_E2E_URL ?? 'http://localhost:8080',
  dataDir: process.env.BOBINE_E2E_DATA_DIR ?? '../data',
};

export default defineConfig({
  testDir: 'tests',
  // One browser at a time on a small machine; the journeys of a file share a member.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  // axe checks every page twice (desktop and phone): a journey of many pages takes long.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: server.url,
    // A laptop's screen; axe also checks every page at a phone's (support/axe.ts).
    viewport: { width: 1366, height: 900 },
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium: Playwright's own browser download does not work offline.
      executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
      // Without these, Chromium waits on network services it cannot reach.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
