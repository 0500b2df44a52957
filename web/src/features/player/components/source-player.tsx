import { EmbedFrame } from '@/features/player/components/embed-frame';
import { Player, type PlayerProps } from '@/features/player/components/player';
import { playerTexts as t } from '@/features/player/texts';
import type { Source } from '@/features/player/utils/sources';

type SourcePlayerProps = Omit<PlayerProps, 'source'> & { source: Source | null };

/** The right player for a source: ours for files and HLS, the host's frame for embeds. */
export function SourcePlayer({ source, ...props }: SourcePlayerProps) {
  if (!source) {
    return (
      <div className="flex aspect-video w-full items-center justify-center rounded-lg bg-black text-neutral-400">
        {t.noVideo}
      </div>
    );
  }
  if (source.kind === 'embed') return <EmbedFrame url={source.url} title={props.title} />;
  return <Player source={source} {...props} />;
}
