import { useState } from 'react';

import { VersionSwitch } from '@/features/catalogue/components/version-switch';
import { VideoPlayer } from '@/features/catalogue/components/video-player';
import { pickSource, playableUrl, type Version } from '@/features/catalogue/utils/format';

type TitlePlayerProps = {
  title: string;
  sources: Record<Version, string | null | undefined>;
  trailer: string | null | undefined;
  poster?: string | null;
};

/** The version the page opens with: vf by default, vostfr when only it exists. */
function initialVersion(sources: Record<Version, string | null | undefined>): Version {
  return !playableUrl(sources.vf) && playableUrl(sources.vostfr) ? 'vostfr' : 'vf';
}

/**
 * The player and its version switch (spec 4): the chosen version's address if it is
 * playable, else the trailer. Give it a `key` per title or episode to reset the choice.
 */
export function TitlePlayer({ title, sources, trailer, poster }: TitlePlayerProps) {
  const [version, setVersion] = useState<Version>(() => initialVersion(sources));

  return (
    <div className="flex flex-col gap-3">
      <VideoPlayer src={pickSource(sources, version, trailer)} title={title} poster={poster} />
      <VersionSwitch sources={sources} value={version} onChange={setVersion} />
    </div>
  );
}
