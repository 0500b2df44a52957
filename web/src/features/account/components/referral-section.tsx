import { Copy, KeyRound } from 'lucide-react';

import { FormMessage } from '@/components/ui/form-message';
import { Spinner } from '@/components/ui/spinner';
import { useGenerateReferral } from '@/features/account/api/generate-referral';
import { useReferral } from '@/features/account/api/get-referral';
import { useFlash } from '@/features/account/hooks/use-flash';
import { accountTexts } from '@/features/account/texts';
import { hoursUntil } from '@/features/account/utils/hours-until';
import { getErrorMessage } from '@/lib/api-client';

const texts = accountTexts.referral;

/** Spec: the copy notice is cleared after 3 s. */
export const COPY_NOTICE_MS = 3000;

/** The member's sponsorship key: its use, its expiry, copy it, generate a new one. */
export function ReferralSection() {
  const referral = useReferral();
  const generate = useGenerateReferral();
  const copied = useFlash(COPY_NOTICE_MS);

  const copy = async (key: string) => {
    await navigator.clipboard.writeText(key);
    copied.show(texts.copied);
  };

  const data = referral.data;
  const hours = data?.key_expires_at ? hoursUntil(data.key_expires_at, new Date()) : null;

  return (
    <section aria-labelledby="referral-title" className="flex flex-col gap-4">
      <h2 id="referral-title" className="flex items-center gap-2 text-xl font-semibold">
        <KeyRound aria-hidden="true" className="size-5 text-red-500" />
        {texts.title}
      </h2>
      <p className="text-sm text-neutral-400">{texts.intro}</p>

      {referral.isPending ? (
        <Spinner label={texts.loading} />
      ) : referral.isError || !data ? (
        <FormMessage tone="error">{getErrorMessage(referral.error, texts.loadError)}</FormMessage>
      ) : data.active_key ? (
        <div className="flex flex-col gap-2 rounded-md bg-neutral-950 p-4">
          <p className="text-xs text-neutral-400">{texts.key}</p>
          <div className="flex items-center gap-2">
            <code className="flex-1 truncate font-mono text-lg text-red-400">
              {data.active_key}
            </code>
            <button
              type="button"
              onClick={() => void copy(data.active_key ?? '')}
              className="flex items-center gap-1 rounded-md border border-neutral-700 px-3 py-1.5 text-sm hover:bg-neutral-800"
            >
              <Copy aria-hidden="true" className="size-4" />
              {texts.copy}
            </button>
          </div>
          <p className="text-sm text-neutral-300">{texts.uses(data.key_uses, data.max_uses)}</p>
          {data.key_expires_at && (
            <p className="text-sm text-neutral-300">
              {hours === null ? texts.expired : texts.hoursLeft(hours)}
            </p>
          )}
          <p className="text-xs text-neutral-400">{texts.total(data.total_referrals)}</p>
        </div>
      ) : (
        <p className="text-sm text-neutral-300">{texts.noKey}</p>
      )}

      {copied.message && <FormMessage tone="success">{copied.message}</FormMessage>}
      {generate.isSuccess && <FormMessage tone="success">{texts.generated}</FormMessage>}
      {generate.isError && (
        <FormMessage tone="error">
          {getErrorMessage(generate.error, texts.generateError)}
        </FormMessage>
      )}

      <button
        type="button"
        disabled={generate.isPending}
        onClick={() => generate.mutate()}
        className="self-start rounded-md bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-700 disabled:opacity-60"
      >
        {generate.isPending ? texts.generating : texts.generate}
      </button>
    </section>
  );
}
