import { useBulkModerateRequests } from '@/features/admin-moderation/api/bulk-moderate';
import { useAdminRequests } from '@/features/admin-moderation/api/get-requests';
import { useModerateRequest } from '@/features/admin-moderation/api/moderate-request';
import {
  ModerationPage,
  type ModerationScreen,
} from '@/features/admin-moderation/components/moderation-page';
import { requestTexts as texts } from '@/features/admin-moderation/texts';
import { REQUEST_TARGETS } from '@/types/api';
import type { AdminRequest, RequestAction, RequestStatus } from '@/types/api';

/** Content requests on the moderation page: a card shows the year, the member and what
 * they said of the title; notes can be added from every status. */
const requests: ModerationScreen<AdminRequest, RequestAction, RequestStatus> = {
  texts,
  targets: REQUEST_TARGETS,
  statuses: {
    pending: { tone: 'waiting', actions: ['approve', 'reject', 'note'] },
    approved: { tone: 'open', actions: ['complete', 'note'] },
    completed: { tone: 'done', actions: ['reopen', 'note'] },
    rejected: { tone: 'refused', actions: ['reopen', 'note'] },
  },
  heading: (request) => (
    <>
      {request.title}
      {request.year && <span className="text-neutral-400"> ({request.year})</span>}
    </>
  ),
  label: (request) => request.title,
  bulkActions: ['approve', 'reject', 'complete', 'reopen', 'note'],
  details: (request) => (
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
  ),
  useList: useAdminRequests,
  useDecide: useModerateRequest,
  useBulk: useBulkModerateRequests,
};

/** Content-request moderation (/admin/content-requests): counters, search, filters, decisions. */
export function AdminRequests() {
  return <ModerationPage screen={requests} />;
}
