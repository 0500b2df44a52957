import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { Player, type PlayerProps } from '@/features/player/components/player';
import { readLocalProgress } from '@/features/player/utils/local-progress';
import { fakeMedia } from '@/testing/media';

const URL_A = 'https://v.example.com/a.mp4';

function renderPlayer(props: Partial<PlayerProps> = {}) {
  const onReport = vi.fn();
  const onEnded = vi.fn();
  const all: PlayerProps = {
    source: { kind: 'file', url: URL_A, trailer: false },
    title: 'Le Phare',
    onReport,
    onEnded,
    ...props,
  };
  const utils = render(<Player {...all} />);
  const region = screen.getByRole('region', { name: 'Lecteur vidéo : Le Phare' });
  const media = fakeMedia(region.querySelector('video')!);
  return { ...utils, media, onReport, onEnded };
}

const play = () => fireEvent.click(screen.getByRole('button', { name: 'Lecture' }));

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe('local progress', () => {
  it('saves only while 5 s < t < duration − 5 s', () => {
    const { media } = renderPlayer();
    media.loadMetadata(100);
    media.timeTo(5);
    expect(readLocalProgress(URL_A)).toBeNull();
    media.timeTo(6);
    expect(readLocalProgress(URL_A)).toBe(6);
    media.timeTo(94.9);
    expect(readLocalProgress(URL_A)).toBe(94);
    media.timeTo(95);
    expect(readLocalProgress(URL_A)).toBe(94);
  });

  it('offers to resume when 0 < saved < duration − 10 s, and clears the point at the end', () => {
    localStorage.setItem(`bobine:progress:${URL_A}`, '89');
    const { media } = renderPlayer();
    media.loadMetadata(100);
    fireEvent.click(screen.getByRole('button', { name: 'Reprendre à 1:29' }));
    expect(media.video.currentTime).toBe(89);
    media.end();
    expect(readLocalProgress(URL_A)).toBeNull();
  });

  it('offers nothing when the saved point is within 10 s of the end', () => {
    localStorage.setItem(`bobine:progress:${URL_A}`, '90');
    const { media } = renderPlayer();
    media.loadMetadata(100);
    expect(screen.queryByRole('button', { name: /^Reprendre à/ })).toBeNull();
  });

  it("resumes from the server's point when this browser has none", () => {
    const { media } = renderPlayer({ serverPosition: 42 });
    media.loadMetadata(100);
    expect(screen.getByRole('button', { name: 'Reprendre à 0:42' })).toBeInTheDocument();
  });

  it("prefers this browser's point to the server's", () => {
    localStorage.setItem(`bobine:progress:${URL_A}`, '20');
    const { media } = renderPlayer({ serverPosition: 42 });
    media.loadMetadata(100);
    expect(screen.getByRole('button', { name: 'Reprendre à 0:20' })).toBeInTheDocument();
  });
});

describe('the resume rule, on a short clip and a long one', () => {
  it('never offers to resume a 4 s clip: no point is more than 10 s before its end', () => {
    localStorage.setItem(`bobine:progress:${URL_A}`, '2');
    const { media } = renderPlayer({ serverPosition: 2, resumeOnLoad: true });
    media.loadMetadata(4);
    expect(screen.queryByRole('button', { name: /^Reprendre à/ })).toBeNull();
    expect(media.video.currentTime).toBe(0);
    expect(media.video.paused).toBe(true);
  });

  it('offers a 60 s clip back at its point, up to 10 s before the end', () => {
    const { media, unmount } = renderPlayer({ serverPosition: 20 });
    media.loadMetadata(60);
    fireEvent.click(screen.getByRole('button', { name: 'Reprendre à 0:20' }));
    expect(media.video.currentTime).toBe(20);
    expect(media.video.paused).toBe(false);
    unmount();
    localStorage.clear();

    const late = renderPlayer({ serverPosition: 50 });
    late.media.loadMetadata(60);
    expect(screen.queryByRole('button', { name: /^Reprendre à/ })).toBeNull();
  });

  it('opened from its "Reprendre" card, plays at the point at once, without the question', async () => {
    const { media } = renderPlayer({ serverPosition: 20, resumeOnLoad: true });
    media.loadMetadata(60);
    await act(async () => {
      await Promise.resolve();
    });
    expect(media.video.currentTime).toBe(20);
    expect(media.video.paused).toBe(false);
    expect(screen.queryByRole('button', { name: /^Reprendre/ })).toBeNull();
  });
});

describe('history saves', () => {
  it('reports every 30 s of playback, completed above 90 %, and at the end', () => {
    const { media, onReport, onEnded } = renderPlayer();
    media.loadMetadata(100);
    play();
    for (const t of [1, 29, 29.5, 30, 30.4, 31, 59]) media.timeTo(t);
    expect(onReport.mock.calls).toEqual([[{ seconds: 30, completed: false }]]);
    media.timeTo(60);
    media.timeTo(90);
    expect(onReport).toHaveBeenLastCalledWith({ seconds: 90, completed: false });
    // 91 % of a 100 s video is completed; 30 s multiples past it are reported as such.
    media.loadMetadata(33);
    media.timeTo(30);
    expect(onReport).toHaveBeenLastCalledWith({ seconds: 30, completed: true });
    media.end();
    expect(onReport).toHaveBeenLastCalledWith({ seconds: 33, completed: true });
    expect(onEnded).toHaveBeenCalledOnce();
  });

  it('records the position on pause and when the video is left', () => {
    const { media, onReport, unmount } = renderPlayer();
    media.loadMetadata(100);
    play();
    media.timeTo(12);
    act(() => media.video.pause());
    expect(onReport).toHaveBeenLastCalledWith({ seconds: 12, completed: false });
    play();
    media.timeTo(17);
    unmount();
    expect(onReport).toHaveBeenLastCalledWith({ seconds: 17, completed: false });
  });
});
