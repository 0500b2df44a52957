import type { AppealAction, AppealStatus } from '@/types/api';

/** Texts of the ban appeals' screen (/admin/appeals; docs/product.md, "Ban appeals"). */
export const appealTexts = {
  title: 'Contestations de bannissement',
  subtitle:
    'Les membres bannis contestent leur suspension : accepter lève le bannissement, refuser demande une note. Le membre reçoit la décision par e-mail.',
  loading: 'Chargement des contestations...',
  loadingMore: 'Chargement...',
  loadError: 'Erreur lors du chargement des contestations',
  empty: 'Aucune contestation',
  noMatch: 'Aucune contestation ne correspond à ces critères',
  search: 'Rechercher',
  searchPlaceholder: 'E-mail, message, raison du bannissement...',
  statusFilter: 'Statut',
  all: 'Tous',
  countersLabel: 'Contestations par statut',
  counters: {
    total: 'Total',
    pending: 'En attente',
    accepted: 'Acceptées',
    rejected: 'Refusées',
  } satisfies Record<AppealStatus | 'total', string>,
  status: {
    pending: 'En attente',
    accepted: 'Acceptée',
    rejected: 'Refusée',
  } satisfies Record<AppealStatus, string>,
  count: (shown: number, total: number) =>
    `${shown} contestation${shown > 1 ? 's' : ''} affichée${shown > 1 ? 's' : ''} sur ${total}`,
  table: {
    label: 'Contestations',
    member: 'Membre',
    ban: 'Bannissement',
    message: 'Message',
    status: 'Statut',
    actions: 'Actions',
  },
  unknownUser: 'Utilisateur inconnu',
  operator: 'Jeton opérateur',
  banReason: 'Raison',
  bannedOn: (date: string) => `Banni le ${date}`,
  bannedBy: (who: string) => `par ${who}`,
  until: (date: string) => `Jusqu'au ${date}`,
  permanent: 'Définitif',
  banLifted: 'Bannissement levé ou remplacé depuis',
  sentOn: (date: string) => `Envoyée le ${date}`,
  erasedMessage: 'Message effacé avec le compte du membre',
  notes: "Note de l'équipe",
  decidedBy: (who: string) => `Décidée par ${who}`,
  file: 'Dossier',
  fileOf: (who: string) => `Dossier de ${who}`,
  openUser: 'Voir dans les utilisateurs',
  tabs: { tabs: 'Dossier du membre', details: 'Contestation', history: 'Historique' },
  actions: { accept: 'Accepter', reject: 'Refuser' } satisfies Record<AppealAction, string>,
  modalTitle: {
    accept: 'Accepter la contestation',
    reject: 'Refuser la contestation',
  } satisfies Record<AppealAction, string>,
  modalIntro: {
    accept: (who: string) =>
      `Le bannissement de ${who} sera levé aussitôt, et le membre prévenu par e-mail.`,
    reject: (who: string) =>
      `Le bannissement de ${who} est maintenu ; la note est envoyée au membre par e-mail.`,
  } satisfies Record<AppealAction, (who: string) => string>,
  notesLabel: 'Note',
  notesHint: 'Facultative : elle est envoyée au membre avec la décision.',
  notesRequired: 'Obligatoire pour refuser : elle est envoyée au membre avec la décision.',
  cancel: 'Annuler',
  confirm: 'Confirmer',
  saving: 'Enregistrement...',
  close: 'Fermer',
  closeDialog: 'Fermer la fenêtre',
  updateError: 'Erreur lors de la mise à jour',
  decided: {
    accept: 'Contestation acceptée : le bannissement est levé',
    reject: 'Contestation refusée',
  } satisfies Record<AppealAction, string>,
} as const;

/** Sent once per pause in typing, as the other admin lists. */
export const SEARCH_DEBOUNCE_MS = 300;
