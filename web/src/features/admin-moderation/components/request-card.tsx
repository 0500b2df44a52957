import { ModerationCard } from '@/features/admin-moderation/components/moderation-card';
import { requestTexts as texts } from '@/features/admin-moderation/texts';
import type { AdminRequest, RequestAction, RequestStatus } from '@/types/api';

const STATUS_COLOURS: Record<RequestStatus, string> = {
  pending: 'bg-yellow-900 text-yellow-200',
  approved: 'bg-blue-900 text-blue-200',
  rejected: 'bg-red-900 text-red-200',
  completed: 'bg-green-900 text-green-200',
};

/** The actions the screen offers from each status (docs/product.md, admin area §4; the server decides again). */
const ACTIONS: Record<RequestStatus, RequestAction[]> = {
  pending: ['approve', 'reject', 'note'],
  approved: ['complete', 'note'],
  rejected: ['reopen', 'note'],
  completed: ['reopen', 'note'],
};

type RequestCardProps = { request: AdminRequest; onAction: (action: RequestAction) => void };

/** One content request: status, type, date, title, details, member, notes, actions. */
export function RequestCard({ request, onAction }: RequestCardProps) {
  const status = request.status as RequestStatus;
  return (
    <ModerationCard
      status={{
        label: texts.status[status] ?? request.status,
        colours: STATUS_COLOURS[status] ?? '',
      }}
      kind={texts.types[request.content_type as keyof typeof texts.types] ?? request.content_type}
      createdAt={request.created_at}
      heading={
        <>
          {request.title}
          {request.year && <span className="text-neutral-400"> ({request.year})</span>}
        </>
      }
      details={
        <>
          <dt className="text-neutral-400">{texts.requester}</dt>
          <dd>{request.user_email ?? texts.unknownUser}</dd>
          {request.director && (
            <>
              <dt className="text-neutral-400">{texts.director}</dt>
              <dd>{request.director}</dd>
            </>
          )}
          {request.genre && (
            <>
              <dt className="text-neutral-400">{texts.genre}</dt>
              <dd>{request.genre}</dd>
            </>
          )}
        </>
      }
      description={request.description}
      notes={{ label: texts.notes, text: request.admin_notes }}
      actions={ACTIONS[status] ?? []}
      actionLabels={texts.actions}
      onAction={onAction}
    />
  );
}
