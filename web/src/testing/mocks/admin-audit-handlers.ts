import { http, HttpResponse } from 'msw';

import type { AuditEntry, IntegrityReport, TargetHistory } from '@/types/api';

/** The member of the users fixture whose history the tests open. */
export const AUDITED_USER = 'c1111111-aaaa-4000-8000-000000000001';

/** Two entries of the trail: a ban of alice, a film edit by the operator token. */
export const auditEntries: AuditEntry[] = [
  {
    id: 2,
    at: '2026-11-24T10:30:00.000000Z',
    actor: { id: 'operator', kind: 'operator', label: 'Jeton opérateur' },
    action: 'movie_edited',
    target: { kind: 'movie', id: 'm-alien', label: 'Alien, le huitième passager' },
    summary: 'Le jeton opérateur a modifié le film « Alien, le huitième passager »',
    changes: [
      { field: 'title', label: 'Titre', before: 'Alien', after: 'Alien, le huitième passager' },
      { field: 'genre_ids', label: 'Genres', before: 'Horreur', after: 'Horreur, Science-fiction' },
    ],
  },
  {
    id: 1,
    at: '2026-11-24T09:00:00.000000Z',
    actor: {
      id: 'a0000000-0000-4000-8000-000000000001',
      kind: 'member',
      label: 'chef@bobine.test',
    },
    action: 'banned',
    target: { kind: 'user', id: AUDITED_USER, label: 'alice@bobine.test' },
    summary: 'chef@bobine.test a banni alice@bobine.test pour 7 jours : Spam répété',
    changes: [
      { field: 'ban_reason', label: 'Raison du bannissement', before: null, after: 'Spam répété' },
      { field: 'ban_days', label: 'Durée du bannissement', before: null, after: '7 jours' },
    ],
  },
];

/** alice as she stood after her ban. */
export const aliceBanned: TargetHistory = {
  kind: 'user',
  id: AUDITED_USER,
  at: '2026-11-24T09:30:00.000000Z',
  exists: true,
  state: [
    { field: 'email', label: 'Email', value: 'alice@bobine.test' },
    { field: 'ban_reason', label: 'Raison du bannissement', value: 'Spam répété' },
    { field: 'ban_days', label: 'Durée du bannissement', value: '7 jours' },
  ],
  events: [
    {
      sequence: 1,
      event_type: 'Registered',
      recorded_at: '2025-03-10T09:00:00.000Z',
      actor: { id: 'anonymous', kind: 'member', label: 'Utilisateur inconnu' },
      action: null,
      label: 'Inscription',
      summary: 'alice@bobine.test a créé son compte',
      changes: [],
      redacted: 'effacé le 25 novembre 2026 à 10 h 00 par chef@bobine.test',
    },
    {
      sequence: 2,
      event_type: 'Banned',
      recorded_at: '2026-11-24T09:00:00.000Z',
      actor: {
        id: 'a0000000-0000-4000-8000-000000000001',
        kind: 'member',
        label: 'chef@bobine.test',
      },
      action: 'banned',
      label: 'Bannissement',
      summary: 'chef@bobine.test a banni alice@bobine.test pour 7 jours : Spam répété',
      changes: [],
      redacted: null,
    },
  ],
};

/** The node's last walk of the hash chain: intact up to event 2. */
export const intactChain: IntegrityReport = {
  status: 'intact',
  verified_through: 2,
  head: { position: 2, hash: 'ab'.repeat(32) },
  checked_at: '2026-11-24T11:00:00Z',
  broken_at: null,
};

/**
 * The audit trail: the entries of one target when the client names it (the history
 * tabs), else all of them; the other filters are the server's to apply (its tests
 * cover them).
 */
export const adminAuditHandlers = [
  http.get('/api/admin/audit', ({ request }) => {
    const target = new URL(request.url).searchParams.get('target_id');
    const items = target ? auditEntries.filter((e) => e.target.id === target) : auditEntries;
    return HttpResponse.json({ items, next_cursor: null });
  }),
  http.get('/api/admin/history/:kind/:id', () => HttpResponse.json(aliceBanned)),
  http.get('/api/admin/integrity', () => HttpResponse.json(intactChain)),
];
