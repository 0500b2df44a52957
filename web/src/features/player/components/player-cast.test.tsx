import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { Player } from '@/features/player/components/player';
import { fakeMedia } from '@/testing/media';

type Handler = (event: { sessionState?: string; castState?: string }) => void;

/** A Cast sender API with one device in reach; its failures are set per call. */
function installCastSdk() {
  const handlers = new Map<string, Handler>();
  const loadMedia = vi.fn(() => Promise.resolve());
  const context = {
    setOptions: vi.fn(),
    addEventListener: (type: string, handler: Handler) => handlers.set(type, handler),
    removeEventListener: vi.fn(),
    requestSession: vi.fn(() => Promise.reject(new Error('session_error'))),
    getCurrentSession: () => ({ loadMedia }),
    endCurrentSession: vi.fn(() => {
      throw new Error('stop failed');
    }),
    getCastState: () => 'NOT_CONNECTED',
  };
  class MediaInfo {
    url: string;
    contentType: string;
    constructor(url: string, contentType: string) {
      this.url = url;
      this.contentType = contentType;
    }
  }
  class LoadRequest {
    media: MediaInfo;
    constructor(media: MediaInfo) {
      this.media = media;
    }
  }
  Object.assign(window, {
    cast: {
      framework: {
        CastContext: { getInstance: () => context },
        CastContextEventType: { SESSION_STATE_CHANGED: 'session', CAST_STATE_CHANGED: 'cast' },
      },
    },
    chrome: {
      cast: {
        AutoJoinPolicy: { ORIGIN_SCOPED: 'origin_scoped' },
        media: { DEFAULT_MEDIA_RECEIVER_APP_ID: 'CC1AD845', MediaInfo, LoadRequest },
      },
    },
  });
  const emit = (type: string, event: Parameters<Handler>[0]) =>
    act(() => handlers.get(type)?.(event));
  return { context, loadMedia, emit };
}

describe('casting', () => {
  it('goes from available to connected (the video sent, the page paused) to ended, with the messages of each failure', async () => {
    const sdk = installCastSdk();
    render(
      <Player
        source={{ kind: 'file', url: 'https://v.example.com/a.mp4', trailer: false }}
        title="Le Phare"
      />,
    );
    const media = fakeMedia(screen.getByRole('region').querySelector('video')!);
    await act(async () => {
      (window as unknown as { __onGCastApiAvailable: (ok: boolean) => void }).__onGCastApiAvailable(
        true,
      );
      await Promise.resolve();
    });

    const start = await screen.findByRole('button', { name: 'Caster sur un appareil' });
    expect(start).toBeEnabled();
    await act(async () => {
      fireEvent.click(start);
      await Promise.resolve();
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Impossible d'établir une session de cast",
    );

    fireEvent.click(screen.getByRole('button', { name: 'Lecture' }));
    expect(media.video.paused).toBe(false);
    sdk.emit('session', { sessionState: 'SESSION_STARTED' });
    expect(sdk.loadMedia).toHaveBeenCalledWith(
      expect.objectContaining({
        media: { url: 'https://v.example.com/a.mp4', contentType: 'video/mp4' },
      }),
    );
    expect(media.video.paused).toBe(true);
    const stop = screen.getByRole('button', { name: 'Arrêter le casting' });
    expect(stop).toHaveAttribute('aria-pressed', 'true');

    fireEvent.click(stop);
    expect(screen.getByRole('alert')).toHaveTextContent("Erreur lors de l'arrêt du casting");

    sdk.emit('session', { sessionState: 'SESSION_ENDED' });
    expect(screen.getByRole('button', { name: 'Caster sur un appareil' })).toBeEnabled();
  });
});
