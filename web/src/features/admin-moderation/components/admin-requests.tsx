import { useAdminRequests } from '@/features/admin-moderation/api/get-requests';
import { useModerateRequest } from '@/features/admin-moderation/api/moderate-request';
import { ModerationPage } from '@/features/admin-moderation/components/moderation-page';
import { RequestCard } from '@/features/admin-moderation/components/request-card';
import { requestTexts } from '@/features/admin-moderation/texts';
import { REQUEST_STATUSES, REQUEST_TARGETS } from '@/types/api';

/** Content-request moderation (/admin/content-requests): counters, search, filters, decisions. */
export function AdminRequests() {
  return (
    <ModerationPage
      texts={requestTexts}
      statuses={REQUEST_STATUSES}
      targets={REQUEST_TARGETS}
      accents={{
        total: 'text-white',
        pending: 'text-yellow-400',
        approved: 'text-sky-400',
        completed: 'text-green-400',
        rejected: 'text-red-400',
      }}
      useList={useAdminRequests}
      decide={useModerateRequest()}
      needsNotes={(action) => action === 'reject'}
      card={(request, onAction) => (
        <RequestCard key={request.id} request={request} onAction={onAction} />
      )}
    />
  );
}
