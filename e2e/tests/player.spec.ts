import { expect, test, type Page } from '@playwright/test';

import { expectAccessible } from '../support/axe';
import { clipUrl, editAnswer, serveClips } from '../support/media';
import { logIn } from '../support/member';
import { dismissDonationReminder } from '../support/reminder';
import { demoAdmin } from '../support/server';

// One member watches, in order: what the first journey saves, the home page shows.
test.describe.configure({ mode: 'serial' });

// The home page's donation reminder may cover what a journey clicks.
test.beforeEach(async ({ page }) => {
  await dismissDonationReminder(page);
});

type Titled = { id: string; title: string };
type Episode = Titled & { video_url_vf: string | null; video_url_vostfr: string | null };
type SeriesDetail = Titled & { seasons: { season_number: number; episodes: Episode[] }[] };

/** The first film of the catalogue, as the server lists it. */
async function firstFilm(page: Page): Promise<Titled> {
  const answer = await page.request.get('/api/movies?limit=1&sort=title&order=asc');
  const { items } = (await answer.json()) as { items: Titled[] };
  return items[0];
}

/** A series whose first season has at least two episodes. */
async function seriesWithTwoEpisodes(page: Page): Promise<SeriesDetail> {
  const answer = await page.request.get('/api/series?limit=50');
  const { items } = (await answer.json()) as { items: Titled[] };
  for (const item of items) {
    const detail = (await (
      await page.request.get(`/api/series/${item.id}`)
    ).json()) as SeriesDetail;
    if ((detail.seasons[0]?.episodes.length ?? 0) >= 2) return detail;
  }
  throw new Error('the demo catalogue has no series with two episodes in a season');
}

const playerOf = (page: Page, title: string) =>
  page.getByRole('region', { name: `Lecteur vidéo : ${title}` });

test.beforeEach(async ({ page }) => {
  const admin = demoAdmin();
  await logIn(page, admin.email, admin.password);
  await serveClips(page);
});

// A read still being edited when a journey ends (the page it opened last) is let go
// of, not failed: the page is closing.
test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('a member plays a film with the keyboard, leaves at mid-point and finds it in "Reprendre" at that position', async ({
  page,
}) => {
  const film = await firstFilm(page);
  await editAnswer(page, `/api/movies/${film.id}`, (body: Record<string, unknown>) => ({
    ...body,
    video_url: null,
    video_url_vf: clipUrl('clip-6s.webm'),
    video_url_vostfr: null,
  }));
  await page.goto(`/movie/${film.id}`);
  const player = playerOf(page, film.title);
  await expect(player).toHaveAttribute('data-state', 'ready');
  await expect(page.getByRole('button', { name: 'VOSTFR (Non dispo)' })).toBeDisabled();
  await expectAccessible(page, 'film with its player');

  await player.focus();
  await page.keyboard.press('m');
  expect(await player.locator('video').evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
  await page.keyboard.press(' ');
  await expect(player).toHaveAttribute('data-state', 'playing');
  await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) >= 3);
  const saved = page.waitForRequest(
    (request) => request.method() === 'PUT' && request.url().endsWith('/api/progress'),
  );
  await page.keyboard.press(' ');
  await expect(player).toHaveAttribute('data-state', 'paused');
  const body = (await saved).postDataJSON() as { progress_seconds: number; completed: boolean };
  expect(body.completed).toBe(false);
  expect(body.progress_seconds).toBeGreaterThanOrEqual(3);
  expect(body.progress_seconds).toBeLessThan(6);
  await (await saved).response();

  await page.goto('/home');
  const row = page.getByRole('region', { name: 'Reprendre' });
  const entry = row.getByRole('link', { name: new RegExp(film.title) });
  await expect(entry).toContainText(`Reprendre à 0:0${body.progress_seconds}`);
  await expectAccessible(page, 'home with "Reprendre"');

  await entry.click();
  await expect(page).toHaveURL(new RegExp(`/movie/${film.id}$`));
  await expect(playerOf(page, film.title)).toBeVisible();
});

test('an episode that ends moves to the next one after 3 s', async ({ page }) => {
  const series = await seriesWithTwoEpisodes(page);
  await editAnswer(page, `/api/series/${series.id}`, (body: SeriesDetail) => ({
    ...body,
    seasons: body.seasons.map((season) => ({
      ...season,
      episodes: season.episodes.map((episode) => ({
        ...episode,
        video_url: null,
        // One address per episode, as in a real catalogue.
        video_url_vf: `${clipUrl('clip-2s.webm')}?episode=${episode.id}`,
        video_url_vostfr: null,
      })),
    })),
  }));
  await page.goto(`/series/${series.id}`);
  const player = page.getByRole('region', { name: /^Lecteur vidéo/ });
  await expect(player).toHaveAttribute('data-state', 'ready');
  await expectAccessible(page, 'series with its player');

  await player.focus();
  await page.keyboard.press(' ');
  const countdown = page.getByRole('status').filter({ hasText: 'Épisode suivant dans' });
  await expect(countdown).toBeVisible();
  const shownAt = Date.now();
  const episodes = page.getByRole('list', { name: 'Épisodes' }).getByRole('button');
  await expect(episodes.nth(0)).toContainText('Vu');
  await expect(countdown).toBeHidden({ timeout: 6000 });
  expect(Date.now() - shownAt).toBeGreaterThanOrEqual(2000);
  await expect(episodes.nth(1)).toHaveAttribute('aria-current', 'true');
  const second = series.seasons[0].episodes[1];
  await expect(player.locator('video')).toHaveAttribute('src', new RegExp(`episode=${second.id}$`));
});

test("a source that fails shows the error and 'Réessayer'", async ({ page }) => {
  const film = await firstFilm(page);
  await editAnswer(page, `/api/movies/${film.id}`, (body: Record<string, unknown>) => ({
    ...body,
    video_url: null,
    video_url_vf: clipUrl('clip-6s.webm'),
    video_url_vostfr: clipUrl('missing.webm'),
  }));
  await page.goto(`/movie/${film.id}`);
  const player = playerOf(page, film.title);
  await expect(player).toHaveAttribute('data-state', 'ready');

  // A later load: three tries 1.5 s apart, then the message.
  await page.getByRole('button', { name: 'VOSTFR' }).click();
  await expect(player.getByRole('alert')).toHaveText(/Impossible de lire cette vidéo/, {
    timeout: 15_000,
  });
  await expect(player.getByRole('button', { name: 'Réessayer' })).toBeVisible();
  await expectAccessible(page, 'player error');
});
