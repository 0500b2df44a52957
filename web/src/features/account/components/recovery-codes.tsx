import { FormMessage } from '@/components/ui/form-message';
import { COPY_NOTICE_MS } from '@/features/account/components/referral-section';
import { useFlash } from '@/features/account/hooks/use-flash';
import { accountTexts } from '@/features/account/texts';

const texts = accountTexts.twoFactor;

/** Offers `codes` as a text file, one a line. */
function download(codes: string[]) {
  const url = URL.createObjectURL(new Blob([`${codes.join('\n')}\n`], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = texts.fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/** The ten recovery codes, shown once right after the enrolment, to copy or download. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const copied = useFlash(COPY_NOTICE_MS);

  const copy = async () => {
    await navigator.clipboard.writeText(codes.join('\n'));
    copied.show(texts.copied);
  };

  return (
    <div className="flex flex-col gap-3">
      <h3 className="text-lg font-semibold">{texts.recoveryTitle}</h3>
      <p className="text-sm text-neutral-300">{texts.recoveryIntro}</p>
      <ul aria-label={texts.recoveryTitle} className="grid grid-cols-2 gap-2 font-mono text-sm">
        {codes.map((code) => (
          <li key={code} className="rounded bg-neutral-800 px-2 py-1 text-center">
            {code}
          </li>
        ))}
      </ul>
      {copied.message && <FormMessage tone="success">{copied.message}</FormMessage>}
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          onClick={() => void copy()}
          className="rounded-md border border-neutral-700 px-4 py-2 text-sm hover:bg-neutral-800"
        >
          {texts.copy}
        </button>
        <button
          type="button"
          onClick={() => download(codes)}
          className="rounded-md border border-neutral-700 px-4 py-2 text-sm hover:bg-neutral-800"
        >
          {texts.download}
        </button>
        <button
          type="button"
          onClick={onDone}
          className="rounded-md bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-700"
        >
          {texts.done}
        </button>
      </div>
    </div>
  );
}
