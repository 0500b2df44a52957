import { Download } from 'lucide-react';

import { FormMessage } from '@/components/ui/form-message';
import { useDownloadArchive } from '@/features/account/api/download-archive';
import { accountTexts } from '@/features/account/texts';
import { getErrorMessage } from '@/lib/api-client';

const texts = accountTexts.archive;

/** « Télécharger mes données »: the archive of everything about the member, once an hour. */
export function ArchiveSection() {
  const download = useDownloadArchive();
  return (
    <section aria-labelledby="archive-title" className="flex flex-col gap-4">
      <h2 id="archive-title" className="flex items-center gap-2 text-xl font-semibold">
        <Download aria-hidden="true" className="size-5 text-red-500" />
        {texts.title}
      </h2>
      <p className="text-sm text-neutral-400">{texts.intro}</p>
      <button
        type="button"
        disabled={download.isPending}
        onClick={() => download.mutate()}
        className="self-start rounded-md bg-red-700 px-4 py-2 text-sm font-semibold hover:bg-red-600"
      >
        {download.isPending ? texts.downloading : texts.download}
      </button>
      {download.isSuccess && <FormMessage tone="success">{texts.done}</FormMessage>}
      {download.isError && (
        <FormMessage tone="error">{getErrorMessage(download.error, texts.error)}</FormMessage>
      )}
    </section>
  );
}
