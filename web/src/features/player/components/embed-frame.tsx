import { playerTexts as t } from '@/features/player/texts';

/**
 * A video of a host that only allows embedding, at the address its allow-list rule gave
 * (the host's own player and controls; no progress is known from inside it).
 */
export function EmbedFrame({ url, title }: { url: string; title: string }) {
  return (
    <iframe
      src={url}
      title={`${t.player} : ${title}`}
      allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
      className="aspect-video w-full overflow-hidden rounded-lg bg-black"
    />
  );
}
