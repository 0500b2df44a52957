import { expect, test, type Locator, type Page } from '@playwright/test';

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

type Film = Titled & { video_url_vf: string | null; video_url_vostfr: string | null };

/**
 * A demo film whose vf is the demo clip in MP4, as `bobine import --demo` wrote it: a path
 * on the node, although the import was told the site was elsewhere (scripts/lib/e2e.sh).
 */
async function demoFilm(page: Page): Promise<Film> {
  const answer = await page.request.get('/api/movies?limit=20&sort=title&order=desc');
  const { items } = (await answer.json()) as { items: Titled[] };
  for (const item of items) {
    const film = (await (await page.request.get(`/api/movies/${item.id}`)).json()) as Film;
    if (film.video_url_vf === '/demo/media/bobine-demo.mp4') return film;
  }
  throw new Error('no demo film plays the demo clip in MP4');
}

const currentTime = (player: Locator) =>
  player.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime);

test('a member plays a demo film with K, leaves mid-way, and its "Reprendre" card, with its poster, resumes it there', async ({
  page,
  baseURL,
}) => {
  const film = await demoFilm(page);
  await page.goto(`/movie/${film.id}`);
  const player = playerOf(page, film.title);
  await expect(player).toHaveAttribute('data-state', 'ready');
  // Played from the node the page came from, not from the import's address.
  await expect(player.locator('video')).toHaveAttribute(
    'src',
    `${baseURL}/demo/media/bobine-demo.mp4`,
  );
  await expect(player).toHaveAccessibleDescription(/Espace ou K, lecture ou pause/);
  await expectAccessible(page, 'film with its player');

  await player.focus();
  await page.keyboard.press('m');
  expect(await player.locator('video').evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
  await page.keyboard.press('k');
  await expect(player).toHaveAttribute('data-state', 'playing');
  await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) >= 3);
  const saved = page.waitForRequest(
    (request) => request.method() === 'PUT' && request.url().endsWith('/api/progress'),
  );
  await page.keyboard.press('k');
  await expect(player).toHaveAttribute('data-state', 'paused');
  const body = (await saved).postDataJSON() as { progress_seconds: number; completed: boolean };
  expect(body.completed).toBe(false);
  expect(body.progress_seconds).toBeGreaterThanOrEqual(3);
  expect(body.progress_seconds).toBeLessThan(10);
  await (await saved).response();

  await page.goto('/home');
  const row = page.getByRole('region', { name: 'Reprendre' });
  const entry = row.getByRole('link', { name: new RegExp(film.title) });
  await expect(entry).toContainText(`Reprendre à 0:0${body.progress_seconds}`);
  // The title's poster, loaded, not an empty box.
  const poster = entry.locator('img');
  await expect(poster).toHaveAttribute('src', /.+/);
  await expect
    .poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await expectAccessible(page, 'home with "Reprendre"');

  await entry.click();
  await expect(page).toHaveURL(new RegExp(`/movie/${film.id}$`));
  const resumed = playerOf(page, film.title);
  // At the saved point at once: no question, no start from 0:00.
  await expect.poll(() => currentTime(resumed)).toBeGreaterThanOrEqual(body.progress_seconds);
  expect(await currentTime(resumed)).toBeLessThan(body.progress_seconds + 5);
  await expect(resumed.getByRole('button', { name: /^Reprendre à/ })).toHaveCount(0);
});

/** The series' episodes all on the 2 s test clip, one address each. */
async function episodesOnTheShortClip(page: Page, series: SeriesDetail): Promise<void> {
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
}

test('an episode that ends moves to the next one after 3 s, counted down over the player in sight', async ({
  page,
}) => {
  const series = await seriesWithTwoEpisodes(page);
  await episodesOnTheShortClip(page, series);
  await page.goto(`/series/${series.id}`);
  const player = page.getByRole('region', { name: /^Lecteur vidéo/ });
  await expect(player).toHaveAttribute('data-state', 'ready');
  await expectAccessible(page, 'series with its player');

  await player.focus();
  await page.keyboard.press(' ');
  // Over the video, announced, in the window.
  const countdown = player.getByRole('status').filter({ hasText: 'Épisode suivant dans' });
  await expect(countdown).toBeVisible();
  const shownAt = Date.now();
  await expect(countdown).toHaveAttribute('aria-live', 'polite');
  await expect(countdown).toBeInViewport();
  const episodes = page.getByRole('list', { name: 'Épisodes' }).getByRole('button');
  await expect(episodes.nth(0)).toContainText('Vu');
  await expect(countdown).toBeHidden({ timeout: 6000 });
  expect(Date.now() - shownAt).toBeGreaterThanOrEqual(2000);
  await expect(episodes.nth(1)).toHaveAttribute('aria-current', 'true');
  const second = series.seasons[0].episodes[1];
  await expect(player.locator('video')).toHaveAttribute('src', new RegExp(`episode=${second.id}$`));
});

/**
 * Runs `check` while the page's clock is held: axe waits on the page's timers, so the
 * clock moves 1 ms at a time until it is done, far less than the countdown's second.
 */
async function withHeldClock(page: Page, check: () => Promise<void>): Promise<void> {
  let done = false;
  // Caught here and thrown after the loop: a failure left pending while the loop runs
  // would end the test with the page closed under the loop, hiding what failed.
  let failure: { error: unknown } | null = null;
  const running = check()
    .catch((error: unknown) => {
      failure = { error };
    })
    .finally(() => {
      done = true;
    });
  while (!done) {
    // The clock is the context's: it also runs the blank page axe opens to finish its
    // run, and a step that meets that page closing fails. Only this page's end counts.
    await page.clock.runFor(1).catch((error: unknown) => {
      if (page.isClosed()) throw error;
    });
  }
  await running;
  if (failure) throw (failure as { error: unknown }).error;
}

test("in full screen the countdown shows over the video, and 'Annuler', reached by the keyboard, keeps the episode", async ({
  page,
}) => {
  const series = await seriesWithTwoEpisodes(page);
  await episodesOnTheShortClip(page, series);
  // The countdown's second ticks are the page's clock. `install` alone lets it flow, so
  // the accessibility check below (seconds in full screen) could outlast the countdown:
  // the clock is paused once the page is ready and only moves when the journey says.
  await page.clock.install();
  await page.goto(`/series/${series.id}`);
  const player = page.getByRole('region', { name: /^Lecteur vidéo/ });
  await expect(player).toHaveAttribute('data-state', 'ready');
  await page.clock.pauseAt(Date.now() + 1_000);

  await player.focus();
  await page.keyboard.press('f');
  await expect
    .poll(() => page.evaluate(() => document.fullscreenElement?.getAttribute('aria-label')))
    .toMatch(/^Lecteur vidéo/);
  await page.keyboard.press('k');
  const countdown = player.getByRole('status').filter({ hasText: 'Épisode suivant dans' });
  await expect(countdown).toBeVisible();
  expect(await countdown.evaluate((el) => document.fullscreenElement?.contains(el) ?? false)).toBe(
    true,
  );
  await expect(countdown).toBeInViewport();
  await withHeldClock(page, () => expectAccessible(page, 'next-episode countdown in full screen'));
  await expect(countdown).toContainText('Épisode suivant dans 3 s');

  // The focus was in the player: it is on 'Annuler', one key away.
  const cancel = player.getByRole('button', { name: 'Annuler' });
  await expect(cancel).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(countdown).toBeHidden();
  await expect(player).toBeFocused();
  // Well past the 3 s: the member stays on the episode they were watching.
  await page.clock.runFor(5_000);
  await expect(countdown).toBeHidden();
  const first = series.seasons[0].episodes[0];
  await expect(player.locator('video')).toHaveAttribute('src', new RegExp(`episode=${first.id}$`));
  const episodes = page.getByRole('list', { name: 'Épisodes' }).getByRole('button');
  await expect(episodes.nth(0)).toHaveAttribute('aria-current', 'true');
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
