import { Timeline } from '@/components/ui/timeline';
import { useMyRequests } from '@/features/requests/api/requests';
import { requestTexts as t } from '@/features/requests/texts';
import { requestTimeline } from '@/features/requests/utils/timeline';

import { formatDate } from '@/lib/dates';

const STATUS_COLOURS: Record<string, string> = {
  pending: 'bg-yellow-900 text-yellow-200',
  approved: 'bg-blue-900 text-blue-200',
  rejected: 'bg-red-900 text-red-200',
  completed: 'bg-green-900 text-green-200',
};

/** The member's own requests, newest first, with their status, the team's notes and
 * their timeline. */
export function MyRequests() {
  const requests = useMyRequests();
  return (
    <section
      aria-labelledby="my-requests-title"
      className="rounded-lg border border-neutral-800 bg-neutral-900 p-6"
    >
      <h2 id="my-requests-title" className="mb-4 text-xl font-semibold">
        {t.mine.title}
      </h2>
      {requests.isError && <p role="alert">{t.mine.loadError}</p>}
      {requests.data?.length === 0 && <p className="text-neutral-300">{t.mine.empty}</p>}
      <ul className="flex flex-col gap-3">
        {requests.data?.map((request) => (
          <li key={request.id} className="rounded-md border border-neutral-800 p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-semibold">
                {request.title}
                {request.year && <span className="text-neutral-400"> ({request.year})</span>}
              </p>
              <span
                className={`rounded px-2 py-0.5 text-xs font-bold ${STATUS_COLOURS[request.status] ?? ''}`}
              >
                {t.status[request.status] ?? request.status}
              </span>
            </div>
            <p className="text-xs text-neutral-400">
              {request.content_type === 'series' ? t.form.series : t.form.movie} ·{' '}
              {t.mine.requestedOn(formatDate(request.created_at))}
            </p>
            <Timeline
              label={t.timeline.label}
              entries={requestTimeline(request.timeline)}
              noteLabel={t.timeline.note}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
