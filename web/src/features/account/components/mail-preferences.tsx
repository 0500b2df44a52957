import { FormMessage } from '@/components/ui/form-message';
import { usePreferences, useSavePreferences } from '@/features/account/api/preferences';
import { accountTexts as texts } from '@/features/account/texts';
import { getErrorMessage } from '@/lib/api-client';

/**
 * Whether the team's answers to the member's reports and requests are mailed, and for an
 * admin whether the daily digest of overdue moderation work is (both on by default).
 */
export function MailPreferences({ admin = false }: { admin?: boolean }) {
  const preferences = usePreferences();
  const save = useSavePreferences();
  const checked = preferences.data?.moderation_emails ?? true;
  const digest = preferences.data?.overdue_digest ?? true;

  return (
    <section aria-labelledby="mails-title" className="flex flex-col gap-3">
      <h2 id="mails-title" className="text-xl font-semibold">
        {texts.mails.title}
      </h2>
      {preferences.isError && <FormMessage tone="error">{texts.mails.loadError}</FormMessage>}
      <label className="flex items-start gap-3 text-sm">
        <input
          type="checkbox"
          checked={checked}
          disabled={!preferences.data || save.isPending}
          onChange={(event) => save.mutate({ moderation_emails: event.target.checked })}
          aria-describedby="mails-hint"
          className="mt-0.5 size-4 accent-red-600"
        />
        <span>{texts.mails.moderation}</span>
      </label>
      <p id="mails-hint" className="text-xs text-neutral-400">
        {texts.mails.hint}
      </p>
      {admin && (
        <>
          <label className="flex items-start gap-3 text-sm">
            <input
              type="checkbox"
              checked={digest}
              disabled={!preferences.data || save.isPending}
              onChange={(event) =>
                save.mutate({ moderation_emails: checked, overdue_digest: event.target.checked })
              }
              aria-describedby="digest-hint"
              className="mt-0.5 size-4 accent-red-600"
            />
            <span>{texts.mails.digest}</span>
          </label>
          <p id="digest-hint" className="text-xs text-neutral-400">
            {texts.mails.digestHint}
          </p>
        </>
      )}
      {save.isError && (
        <FormMessage tone="error">{getErrorMessage(save.error, texts.mails.saveError)}</FormMessage>
      )}
      {save.isSuccess && <FormMessage tone="success">{texts.mails.saved}</FormMessage>}
    </section>
  );
}
