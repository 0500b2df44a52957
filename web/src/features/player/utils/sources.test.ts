import { describe, expect, it } from 'vitest';

import { embedUrl } from '@/features/player/utils/embed-hosts';
import { hlsErrorKind } from '@/features/player/utils/errors';
import { initialVersion, pickSource, playableUrl } from '@/features/player/utils/sources';
import { embedHostsFixture } from '@/testing/mocks/player-handlers';

const rules = embedHostsFixture;

describe('sources', () => {
  it('keeps an address only when it starts with http after trimming', () => {
    expect(playableUrl('  https://v.example.com/a.mp4 ')).toBe('https://v.example.com/a.mp4');
    expect(playableUrl('ftp://v.example.com/a.mp4')).toBeNull();
    expect(playableUrl('/videos/a.mp4')).toBeNull();
    expect(playableUrl('')).toBeNull();
    expect(playableUrl(null)).toBeNull();
  });

  it("plays the demo's clip from the node the page came from, whatever address the import knew", () => {
    const here = window.location.origin;
    expect(playableUrl(' /demo/media/bobine-demo.mp4 ')).toBe(`${here}/demo/media/bobine-demo.mp4`);
    expect(playableUrl('/demo/media/hls/bobine-demo.m3u8')).toBe(
      `${here}/demo/media/hls/bobine-demo.m3u8`,
    );
    // Written by an import before the paths were relative, for another address.
    expect(playableUrl('http://localhost:8080/demo/media/bobine-demo.mp4')).toBe(
      `${here}/demo/media/bobine-demo.mp4`,
    );
    expect(playableUrl('https://bobine.example/demo/media/hls/bobine-demo.m3u8')).toBe(
      `${here}/demo/media/hls/bobine-demo.m3u8`,
    );
    // Anything else under that path elsewhere is someone else's video.
    expect(playableUrl('https://cdn.example.com/demo/media/film.mp4')).toBe(
      'https://cdn.example.com/demo/media/film.mp4',
    );
    expect(
      pickSource({ vf: '/demo/media/hls/bobine-demo.m3u8', vostfr: null }, 'vf', null, rules),
    ).toEqual({ kind: 'hls', url: `${here}/demo/media/hls/bobine-demo.m3u8`, trailer: false });
  });

  it('plays the trailer when the version is missing or not http', () => {
    const trailer = 'https://v.example.com/trailer.mp4';
    expect(pickSource({ vf: 'javascript:alert(1)', vostfr: null }, 'vf', trailer, rules)).toEqual({
      kind: 'file',
      url: trailer,
      trailer: true,
    });
    expect(pickSource({ vf: null, vostfr: null }, 'vf', null, rules)).toBeNull();
  });

  it('opens on vf, or on vostfr when only it exists', () => {
    expect(initialVersion({ vf: 'https://a/1.mp4', vostfr: 'https://a/2.mp4' })).toBe('vf');
    expect(initialVersion({ vf: ' ', vostfr: 'https://a/2.mp4' })).toBe('vostfr');
  });

  it('sends HLS playlists to hls.js and other files to the video element', () => {
    const hls = pickSource(
      { vf: 'https://cdn.example.com/a/master.m3u8?t=1', vostfr: null },
      'vf',
      null,
      rules,
    );
    expect(hls?.kind).toBe('hls');
    const mp4 = pickSource(
      { vf: 'https://cdn.example.com/a.mp4', vostfr: null },
      'vf',
      null,
      rules,
    );
    expect(mp4?.kind).toBe('file');
  });
});

describe('embed allow-list', () => {
  it("converts a listed host's page address to its embed address", () => {
    expect(embedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3', rules)).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(embedUrl('https://youtu.be/dQw4w9WgXcQ', rules)).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(embedUrl('https://vimeo.com/76979871', rules)).toBe(
      'https://player.vimeo.com/video/76979871',
    );
    expect(embedUrl('https://www.dailymotion.com/video/x8abcd', rules)).toBe(
      'https://www.dailymotion.com/embed/video/x8abcd',
    );
  });

  it('never frames an unlisted host, a look-alike host or an unmatched path', () => {
    expect(embedUrl('https://evil.example.com/watch?v=dQw4w9WgXcQ', rules)).toBeNull();
    expect(embedUrl('https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ', rules)).toBeNull();
    expect(embedUrl('https://notyoutube.com/watch?v=dQw4w9WgXcQ', rules)).toBeNull();
    expect(embedUrl('https://www.youtube.com/watch?v=a"><script>', rules)).toBeNull();
    // Not framed: tried as a file, where a page fails with the player's error.
    expect(
      pickSource({ vf: 'https://evil.example.com/page', vostfr: null }, 'vf', null, rules)?.kind,
    ).toBe('file');
  });

  it('frames nothing when the list is empty (setting `none`)', () => {
    expect(embedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ', [])).toBeNull();
  });
});

describe('hls.js failures', () => {
  it('reads a 5xx or a time-out as the server not answering, a 4xx as an unplayable source', () => {
    const net = (details: string, code?: number) =>
      hlsErrorKind({ type: 'networkError', details, response: code ? { code } : undefined });
    expect(net('manifestLoadError', 503)).toBe('server');
    expect(net('fragLoadTimeOut')).toBe('server');
    expect(net('manifestLoadError', 404)).toBe('unsupported');
    expect(net('fragLoadError')).toBe('network');
    expect(hlsErrorKind({ type: 'mediaError', details: 'bufferAppendError' })).toBe('decode');
    expect(hlsErrorKind({ type: 'otherError', details: 'unsupported' })).toBe('unsupported');
  });
});
