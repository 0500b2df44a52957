import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { Player } from '@/features/player/components/player';

type ErrorHandler = (event: string, data: unknown) => void;

/** hls.js as the player sees it: what it was given, and a way to make it fail. */
const hls = vi.hoisted(() => ({
  instances: [] as {
    url?: string;
    media?: HTMLMediaElement;
    onError?: ErrorHandler;
    destroyed: boolean;
  }[],
}));

vi.mock('hls.js', () => {
  class FakeHls {
    static Events = { ERROR: 'hlsError' };
    static isSupported = () => true;
    private readonly record: (typeof hls.instances)[number] = { destroyed: false };
    constructor() {
      hls.instances.push(this.record);
    }
    on(_event: string, handler: ErrorHandler) {
      this.record.onError = handler;
    }
    loadSource(url: string) {
      this.record.url = url;
    }
    attachMedia(media: HTMLMediaElement) {
      this.record.media = media;
    }
    destroy() {
      this.record.destroyed = true;
    }
  }
  return { default: FakeHls };
});

afterEach(() => {
  hls.instances.length = 0;
});

describe('an HLS source', () => {
  it('plays through hls.js, loaded on demand, and shows its fatal errors with their message', async () => {
    const first = 'https://cdn.example.com/film/master.m3u8';
    const { rerender } = render(
      <Player source={{ kind: 'hls', url: first, trailer: false }} title="Le Phare" />,
    );
    await waitFor(() => expect(hls.instances).toHaveLength(1));
    const video = screen.getByRole('region').querySelector('video')!;
    expect(hls.instances[0]?.url).toBe(first);
    expect(hls.instances[0]?.media).toBe(video);
    expect(video.getAttribute('src')).toBeNull();
    act(() => void video.dispatchEvent(new Event('loadedmetadata')));

    // Another version: a later load, where a media error is not retried.
    const second = 'https://cdn.example.com/film/vostfr.m3u8';
    rerender(<Player source={{ kind: 'hls', url: second, trailer: false }} title="Le Phare" />);
    await waitFor(() => expect(hls.instances).toHaveLength(2));
    expect(hls.instances[0]?.destroyed).toBe(true);
    act(() =>
      hls.instances[1]?.onError?.('hlsError', {
        fatal: true,
        type: 'mediaError',
        details: 'bufferAppendError',
      }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Erreur de lecture vidéo');
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});
