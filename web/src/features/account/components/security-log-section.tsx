import { ScrollText } from 'lucide-react';

import { FormMessage } from '@/components/ui/form-message';
import { Spinner } from '@/components/ui/spinner';
import { useSecurityLog } from '@/features/account/api/security-log';
import { accountTexts } from '@/features/account/texts';
import { getErrorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/dates';

const texts = accountTexts.security;

/**
 * « Journal de sécurité » on /profile: how the account was used (sign-ins with their
 * device and method, refused attempts, second-factor changes, sessions ended).
 */
export function SecurityLogSection() {
  const log = useSecurityLog();

  return (
    <section aria-labelledby="security-title" className="flex flex-col gap-4">
      <h2 id="security-title" className="flex items-center gap-2 text-xl font-semibold">
        <ScrollText aria-hidden="true" className="size-5 text-red-500" />
        {texts.title}
      </h2>
      <p className="text-sm text-neutral-400">{texts.intro}</p>
      {log.isPending ? (
        <Spinner label={texts.loading} />
      ) : log.isError ? (
        <FormMessage tone="error">{getErrorMessage(log.error, texts.loadError)}</FormMessage>
      ) : log.data.length === 0 ? (
        <p className="text-sm text-neutral-400">{texts.empty}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-neutral-800 text-sm">
          {log.data.map((entry, index) => (
            <li key={`${entry.at}-${index}`} className="flex flex-col gap-0.5 py-2">
              <span className="font-medium">
                {texts.kinds[entry.kind] ?? entry.kind}
                {entry.method && ` (${texts.methods[entry.method] ?? entry.method})`}
              </span>
              <span className="text-neutral-400">
                {formatDateTime(entry.at)}
                {entry.device && ` · ${entry.device}`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
