import { useAdminRequests } from '@/features/admin-moderation/api/get-requests';
import { useModerateRequest } from '@/features/admin-moderation/api/moderate-request';
import {
  ModerationPage,
  type ModerationScreen,
} from '@/features/admin-moderation/components/moderation-page';
import { requestTexts as texts } from '@/features/admin-moderation/texts';
import {
  REQUEST_STATUSES,
  REQUEST_TARGETS,
  type AdminRequest,
  type ModerationTarget,
  type RequestAction,
  type RequestStatus,
} from '@/types/api';

/** Content requests on the moderation page: a card shows the year, the member and what
 * they said of the title; notes can be added from every status. */
const requests: ModerationScreen<AdminRequest, RequestAction, RequestStatus, ModerationTarget> = {
  texts,
  statuses: REQUEST_STATUSES,
  targets: REQUEST_TARGETS,
  tones: { pending: 'waiting', approved: 'open', completed: 'done', rejected: 'refused' },
  actions: {
    pending: ['approve', 'reject', 'note'],
    approved: ['complete', 'note'],
    rejected: ['reopen', 'note'],
    completed: ['reopen', 'note'],
  },
  useList: useAdminRequests,
  useDecide: useModerateRequest,
  heading: (request) => (
    <>
      {request.title}
      {request.year && <span className="text-neutral-400"> ({request.year})</span>}
    </>
  ),
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
};

/** Content-request moderation (/admin/content-requests): counters, search, filters, decisions. */
export function AdminRequests() {
  return <ModerationPage screen={requests} />;
}
