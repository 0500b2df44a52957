import { Film } from 'lucide-react';
import { useState } from 'react';

import { Modal } from '@/components/ui/modal';
import { SourcePlayer } from '@/features/player/components/source-player';
import { playerTexts as t } from '@/features/player/texts';
import type { EmbedHost } from '@/features/player/utils/embed-hosts';
import { pickSource } from '@/features/player/utils/sources';

type TrailerButtonProps = {
  trailer: string | null | undefined;
  title: string;
  embedHosts: readonly EmbedHost[];
};

/** 'Bande-annonce': the trailer in a dialog; no button when the title has none. */
export function TrailerButton({ trailer, title, embedHosts }: TrailerButtonProps) {
  const [open, setOpen] = useState(false);
  const source = pickSource({ vf: null, vostfr: null }, 'vf', trailer, embedHosts);
  if (!source) return null;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="flex items-center gap-2 rounded-md border border-neutral-700 px-3 py-1.5 text-sm font-semibold text-neutral-200 hover:bg-neutral-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-500"
      >
        <Film aria-hidden="true" className="size-4" />
        {t.trailer}
      </button>
      {open && (
        <Modal
          title={`${t.trailer} : ${title}`}
          onClose={() => setOpen(false)}
          closeLabel={t.closeTrailer}
          wide
        >
          <SourcePlayer source={source} title={`${t.trailer} : ${title}`} autoPlay />
        </Modal>
      )}
    </>
  );
}
