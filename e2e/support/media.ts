import { join } from 'node:path';

import type { Page, Route } from '@playwright/test';

import { server } from '../playwright.config';

/**
 * Short test videos (VP8 WebM, ffmpeg's `testsrc`) that `scripts/test` writes to
 * `<data dir>/media` before the journeys: `clip-6s.webm` and `clip-2s.webm`.
 */
export const mediaDir = process.env.BOBINE_E2E_MEDIA_DIR ?? join(server.dataDir, 'media');

/** The address the journeys give a title's version; the page serves it from `mediaDir`. */
export const clipUrl = (name: string) => `https://media.bobine.test/${name}`;

/** Serves the test videos to the page, and answers 404 for any other name there. */
export async function serveClips(page: Page): Promise<void> {
  await page.route('https://media.bobine.test/**', async (route: Route) => {
    const name = new URL(route.request().url()).pathname.slice(1);
    if (!/^clip-\w+\.webm$/.test(name)) {
      await route.fulfill({ status: 404, body: 'not found' });
      return;
    }
    await route.fulfill({ path: join(mediaDir, name), contentType: 'video/webm' });
  });
}

/**
 * Answers `path` (an API read) as the server does, changed by `edit`: Bobine hosts no
 * video, so a journey points a real title at a test clip this way.
 */
export async function editAnswer<T>(page: Page, path: string, edit: (body: T) => T): Promise<void> {
  await page.route(`**${path}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as T;
    await route.fulfill({ response, json: edit(body) });
  });
}
