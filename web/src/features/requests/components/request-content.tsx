import { Lightbulb } from 'lucide-react';

import { useQuota } from '@/features/requests/api/requests';
import { requestTexts as t } from '@/features/requests/texts';
import { MyRequests } from './my-requests';
import { QuotaCard } from './quota-card';
import { RequestForm } from './request-form';

import { PageSpinner } from '@/components/ui/spinner';

/** /request-content: the weekly card, the form, the member's requests and tips. */
export function RequestContent() {
  const quota = useQuota();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <title>{t.pageTitle}</title>
      <h1 className="text-3xl font-black">{t.title}</h1>
      <p className="text-neutral-300">{t.intro}</p>
      {quota.isPending ? <PageSpinner /> : quota.data && <QuotaCard quota={quota.data} />}
      <RequestForm limitReached={(quota.data?.used ?? 0) >= (quota.data?.limit ?? 3)} />
      <MyRequests />
      <section
        aria-labelledby="tips-title"
        className="rounded-lg border border-neutral-800 bg-neutral-900 p-6"
      >
        <h2 id="tips-title" className="mb-3 flex items-center gap-2 text-xl font-semibold">
          <Lightbulb aria-hidden="true" className="size-5 text-yellow-400" />
          {t.tips.title}
        </h2>
        <ul className="list-disc space-y-1 pl-5 text-sm text-neutral-300">
          {t.tips.items.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
