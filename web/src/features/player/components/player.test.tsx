import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { Player, type PlayerProps } from '@/features/player/components/player';
import { type FakeMedia, fakeMedia } from '@/testing/media';

const file = (url: string) => ({ kind: 'file' as const, url, trailer: false });

function renderPlayer(props: Partial<PlayerProps> = {}, playError?: DOMException) {
  const all: PlayerProps = {
    source: file('https://v.example.com/a.mp4'),
    title: 'Le Phare',
    ...props,
  };
  const utils = render(<Player {...all} />);
  const region = screen.getByRole('region', { name: 'Lecteur vidéo : Le Phare' });
  const media = fakeMedia(region.querySelector('video')!, playError);
  return {
    ...utils,
    region,
    media,
    rerenderWith: (next: Partial<PlayerProps>) => utils.rerender(<Player {...all} {...next} />),
  };
}

const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));
const retryButton = () => screen.queryByRole('button', { name: 'Réessayer' });
const alertText = () => screen.queryByRole('alert')?.textContent;

/** Plays the first source to its metadata, so the next loads are "later" ones. */
function loadFirst(media: FakeMedia) {
  media.loadMetadata(600);
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('player retries', () => {
  it('retries a first load 10 times 2 s apart, then shows the error; Réessayer resets the count', () => {
    const { media } = renderPlayer();
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      media.fail(4);
      expect(retryButton()).toBeNull();
      advance(1999);
      expect(media.loads()).toBe(attempt - 1);
      advance(1);
      expect(media.loads()).toBe(attempt);
    }
    media.fail(4);
    expect(alertText()).toContain('Impossible de lire cette vidéo');

    fireEvent.click(retryButton()!);
    expect(media.loads()).toBe(11);
    // The counter starts again: ten more automatic tries.
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      media.fail(2);
      advance(2000);
    }
    expect(media.loads()).toBe(21);
    media.fail(2);
    expect(alertText()).toContain('Erreur réseau. Vérifiez votre connexion et réessayez.');
  });

  it('retries a later load 3 times 1.5 s apart, only for network and unsupported-source errors', () => {
    const { media, rerenderWith } = renderPlayer();
    loadFirst(media);
    rerenderWith({ source: file('https://v.example.com/b.mp4') });
    const before = media.loads();
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      media.fail(2);
      advance(1499);
      expect(media.loads()).toBe(before + attempt - 1);
      advance(1);
    }
    expect(media.loads()).toBe(before + 3);
    media.fail(2);
    expect(alertText()).toContain('Erreur réseau');

    fireEvent.click(retryButton()!);
    media.fail(3); // a decode error is not retried after the first load
    expect(alertText()).toContain('Erreur de lecture vidéo');
    advance(5000);
    expect(alertText()).toContain('Erreur de lecture vidéo');
  });

  it("says 'Le chargement prend trop de temps' when a later load is still loading after 90 s", () => {
    const { media, rerenderWith } = renderPlayer();
    loadFirst(media);
    rerenderWith({ source: file('https://v.example.com/b.mp4') });
    advance(89_999);
    expect(retryButton()).toBeNull();
    advance(1);
    expect(alertText()).toContain('Le chargement prend trop de temps. Vérifiez votre connexion.');
    expect(retryButton()).toBeInTheDocument();
  });

  it('never times out on the first load', () => {
    renderPlayer();
    advance(200_000);
    expect(retryButton()).toBeNull();
  });

  it('shows each cause with its own message', () => {
    const { media, rerenderWith } = renderPlayer();
    loadFirst(media);
    rerenderWith({ source: file('https://v.example.com/b.mp4') });
    media.fail(1);
    expect(alertText()).toContain('Lecture interrompue');
  });

  it("says 'Impossible de lancer la lecture sur cet appareil' when the device refuses play", async () => {
    const { media, region } = renderPlayer({}, new DOMException('no', 'NotSupportedError'));
    loadFirst(media);
    fireEvent.keyDown(region, { key: ' ' });
    await act(async () => {
      await Promise.resolve();
    });
    expect(alertText()).toContain('Impossible de lancer la lecture sur cet appareil');
  });
});

describe('player controls', () => {
  it('hides the controls 3 s after the last movement while playing, never while paused', () => {
    const { media, region } = renderPlayer();
    loadFirst(media);
    const controls = screen.getByTestId('player-controls');
    advance(10_000);
    expect(controls).toHaveAttribute('data-visible', 'true');

    fireEvent.click(screen.getByRole('button', { name: 'Lecture' }));
    advance(2999);
    expect(controls).toHaveAttribute('data-visible', 'true');
    advance(1);
    expect(controls).toHaveAttribute('data-visible', 'false');

    fireEvent.mouseMove(region);
    expect(controls).toHaveAttribute('data-visible', 'true');
    advance(2000);
    fireEvent.mouseMove(region);
    advance(2999);
    expect(controls).toHaveAttribute('data-visible', 'true');
    advance(1);
    expect(controls).toHaveAttribute('data-visible', 'false');
  });

  it('answers space, K, M, the arrows and the digits when it has focus, and says so', () => {
    const { media, region } = renderPlayer();
    loadFirst(media);
    const video = media.video;
    const key = (k: string) => fireEvent.keyDown(region, { key: k });

    key(' ');
    expect(video.paused).toBe(false);
    key(' ');
    expect(video.paused).toBe(true);
    key('k');
    expect(video.paused).toBe(false);
    key('K');
    expect(video.paused).toBe(true);
    expect(region).toHaveAccessibleDescription(
      'Raccourcis clavier : Espace ou K, lecture ou pause ; F, plein écran ; M, couper ou rétablir le son ; flèches gauche et droite, reculer ou avancer de 10 secondes ; flèches haut et bas, volume ; chiffres 0 à 9, aller à ce dixième de la vidéo.',
    );
    expect(region.getAttribute('aria-keyshortcuts')?.split(' ')).toEqual(
      expect.arrayContaining(['Space', 'K', 'F', 'M', 'ArrowLeft', '0', '9']),
    );
    key('m');
    expect(video.muted).toBe(true);
    key('M');
    expect(video.muted).toBe(false);
    key('ArrowRight');
    expect(video.currentTime).toBe(10);
    key('ArrowLeft');
    key('ArrowLeft');
    expect(video.currentTime).toBe(0);
    key('ArrowDown');
    expect(video.volume).toBeCloseTo(0.9);
    key('ArrowUp');
    key('ArrowUp');
    expect(video.volume).toBe(1);
    key('5');
    expect(video.currentTime).toBe(300);
    key('0');
    expect(video.currentTime).toBe(0);
  });

  it('plays and pauses at once on a click on the picture (no double-tap wait off a phone)', () => {
    const { media } = renderPlayer();
    loadFirst(media);
    fireEvent.click(media.video);
    expect(media.video.paused).toBe(false);
    fireEvent.click(media.video);
    expect(media.video.paused).toBe(true);
  });

  it('asks the frame for full screen on F', () => {
    const { media, region } = renderPlayer();
    loadFirst(media);
    const requestFullscreen = vi.fn(() => Promise.resolve());
    region.requestFullscreen = requestFullscreen;
    fireEvent.keyDown(region, { key: 'f' });
    expect(requestFullscreen).toHaveBeenCalledOnce();
  });

  it('labels every control and offers the six speeds', () => {
    const { media } = renderPlayer();
    loadFirst(media);
    for (const name of [
      'Lecture',
      'Reculer de 10 secondes',
      'Avancer de 10 secondes',
      'Couper le son',
      'Plein écran',
    ]) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('slider', { name: 'Volume' })).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Position' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Vitesse de lecture : 1×' }));
    const speeds = screen.getAllByRole('button', { name: /×$/ }).map((b) => b.textContent);
    expect(speeds).toEqual(['1×', '0,5×', '0,75×', '1×', '1,25×', '1,5×', '2×']);
    fireEvent.click(screen.getByRole('button', { name: '1,5×' }));
    expect(media.video.playbackRate).toBe(1.5);
  });

  it("shows 'Chromecast non disponible' when the cast sender cannot load (offline)", async () => {
    renderPlayer();
    const script = document.querySelector<HTMLScriptElement>('script[src*="cast_sender"]');
    expect(script).not.toBeNull();
    await act(async () => {
      script?.dispatchEvent(new Event('error'));
      await Promise.resolve();
    });
    expect(screen.getByRole('button', { name: 'Chromecast non disponible' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Lecture' })).toBeEnabled();
  });
});

describe('player on a phone', () => {
  beforeEach(() => {
    vi.stubGlobal('innerWidth', 400);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('seeks 10 s on a double tap within 300 ms, not on two taps further apart', () => {
    const { media, region } = renderPlayer();
    loadFirst(media);
    expect(region).toHaveAttribute('data-mobile', 'true');
    // The phone's own buttons set the volume: the mobile layout has no slider.
    expect(screen.queryByRole('slider', { name: 'Volume' })).toBeNull();
    const tapRight = () => fireEvent.click(media.video, { clientX: 1 });
    media.video.getBoundingClientRect = () => ({ left: 0, width: 0 }) as DOMRect;

    tapRight();
    advance(299);
    tapRight();
    expect(media.video.currentTime).toBe(10);

    advance(1000);
    tapRight();
    advance(300);
    tapRight();
    advance(300);
    expect(media.video.currentTime).toBe(10);
  });
});
