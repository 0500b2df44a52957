import type { MailKind, MailStatus } from '@/features/admin-mail/api/get-mail';

/** Texts of the mail screen (issue 36; docs/messages.md, "Courrier"). */
export const adminMailTexts = {
  title: 'Courrier',
  intro:
    'Les mails que Bobine doit aux membres : en attente, en échec (un nouvel essai est prévu) ou non distribuables. Un mail non distribuable peut être réessayé.',
  loading: 'Chargement...',
  loadError: 'Erreur lors du chargement',
  countsLabel: 'Mails par statut',
  counts: { waiting: 'En attente', failed: 'En échec', undeliverable: 'Non distribuables' },
  filterLabel: 'Statut',
  all: 'Tous',
  statuses: {
    waiting: 'En attente',
    sent: 'Envoyé',
    failed: 'En échec',
    undeliverable: 'Non distribuable',
    cancelled: 'Annulé',
  } satisfies Record<MailStatus, string>,
  kinds: {
    confirmation: "Confirmation d'adresse",
    password_reset: 'Réinitialisation du mot de passe',
    report_decision: 'Décision sur un signalement',
    request_decision: 'Décision sur une demande',
    appeal_decision: 'Décision sur une contestation',
    admin_message: "Message de l'équipe",
    farewell: 'Suppression du compte',
    overdue_digest: 'Récapitulatif des retards',
    security_notice: 'Alerte de sécurité',
  } satisfies Record<MailKind, string>,
  listLabel: 'Mails',
  columns: {
    to: 'Destinataire',
    kind: 'Type',
    status: 'Statut',
    attempts: 'Essais',
    lastError: 'Dernière erreur',
    createdAt: 'Créé le',
    action: 'Action',
  },
  /** The recipient of an erased member's mail, blanked by the server. */
  erased: 'Adresse effacée',
  empty: 'Aucun mail.',
  retry: 'Réessayer',
  retried: 'Le mail est de nouveau en attente.',
  more: 'Voir plus',
} as const;
