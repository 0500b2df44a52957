import { describe, expect, it } from 'vitest';

import { check } from '@/features/admin-titles/utils/form-rules';

describe('a link rule', () => {
  const video = { kind: 'url', of: 'de la vidéo VF', playable: true } as const;
  const poster = { kind: 'url', of: "de l'affiche" } as const;

  it('takes a web address for any link', () => {
    expect(check(video, 'https://exemple.fr/film.mp4')).toBeNull();
    expect(check(poster, 'http://exemple.fr/affiche.jpg')).toBeNull();
  });

  it("takes the node's demo clip path for a video or a trailer only, as the server does", () => {
    expect(check(video, '/demo/media/bobine-demo.mp4')).toBeNull();
    expect(check(video, '/demo/media/hls/bobine-demo.m3u8')).toBeNull();
    expect(check(poster, '/demo/media/bobine-demo.mp4')).not.toBeNull();
  });

  it('refuses any other path, a climb out of the folder included', () => {
    expect(check(video, '/demo/media/../events.db')).not.toBeNull();
    expect(check(video, '/demo/media/')).not.toBeNull();
    expect(check(video, '/autre/film.mp4')).not.toBeNull();
  });
});
