import { countLine } from '@/lib/format';
import type {
  ReportAction,
  ReportStatus,
  RequestAction,
  RequestStatus,
  ModerationTarget,
} from '@/types/api';

/** One request per pause in typing. */
export const SEARCH_DEBOUNCE_MS = 300;

/** « 2 signalements », « 1 demande ». */
const count = (n: number, noun: string) => `${n} ${noun}${n > 1 ? 's' : ''}`;

/**
 * Texts of the bulk decisions (docs/product.md, admin area §2), for a noun and its
 * gender: « 10 signalements sélectionnés », « 1 demande sélectionnée ».
 */
function bulkTexts(noun: string, feminine: boolean) {
  const agreed = (n: number, word: string) => `${word}${feminine ? 'e' : ''}${n > 1 ? 's' : ''}`;
  return {
    label: 'Décision groupée',
    selectAll: 'Tout sélectionner',
    select: (title: string) => `Sélectionner « ${title} »`,
    selected: (n: number) =>
      n === 0
        ? `${feminine ? 'Aucune' : 'Aucun'} ${noun} ${agreed(1, 'sélectionné')}`
        : `${count(n, noun)} ${agreed(n, 'sélectionné')}`,
    actions: 'Actions sur la sélection',
    modalTitle: (action: string, n: number) => `${action} : ${count(n, noun)}`,
    tooMany: 'Une décision groupée porte sur 200 éléments au plus : réduisez la sélection.',
    summary: (decided: number, refused: number) =>
      `${count(decided, noun)} ${agreed(decided, 'décidé')}, ${refused} ${agreed(refused, 'refusé')}`,
    applied: 'Décision appliquée',
    notApplied: (reason: string) => `Décision non appliquée : ${reason}`,
    error: 'Erreur lors de la décision groupée',
  };
}

/** What the bulk bar and the cards read of a screen's bulk texts. */
export type BulkTexts = ReturnType<typeof bulkTexts>;

/** Texts shared by the two moderation screens. */
const shared = {
  closeDialog: 'Fermer',
  loading: 'Chargement...',
  loadError: 'Erreur lors du chargement',
  loadingMore: 'Chargement de la suite...',
  search: 'Rechercher',
  statusFilter: 'Statut',
  typeFilter: 'Type de contenu',
  all: 'Tous',
  unknownUser: 'Utilisateur inconnu',
  overdue: 'En retard',
  overdueFilter: 'En retard uniquement',
  notes: "Notes de l'équipe",
  notesLabel: "Notes de l'administrateur",
  notesHint: 'Visibles par le membre et envoyées avec la décision.',
  notesRequired: 'Les notes sont obligatoires pour rejeter.',
  cancel: 'Annuler',
  confirm: 'Confirmer',
  saving: 'Enregistrement...',
  types: {
    movie: 'Film',
    series: 'Série',
    episode: 'Épisode',
  } satisfies Record<ModerationTarget, string>,
};

/** Texts of report moderation (docs/product.md, admin area §2, §4, §5 and §8). */
export const reportTexts = {
  ...shared,
  title: 'Gestion des signalements',
  subtitle: 'Les problèmes signalés par les membres sur les films, séries et épisodes.',
  searchPlaceholder: 'Titre, email ou problème',
  countersLabel: 'Compteurs des signalements',
  counters: {
    total: 'Total',
    pending: 'En attente',
    in_progress: 'En cours',
    resolved: 'Résolus',
    rejected: 'Rejetés',
    overdue: 'En retard',
  },
  status: {
    pending: 'En attente',
    in_progress: 'En cours',
    resolved: 'Résolu',
    rejected: 'Rejeté',
  } satisfies Record<ReportStatus, string>,
  problems: {
    video_not_working: 'La vidéo ne fonctionne pas',
    audio_issue: 'Problème de son',
    subtitle_issue: 'Problème de sous-titres',
    quality_issue: "Mauvaise qualité d'image",
    wrong_content: 'Mauvais contenu',
    other: 'Autre problème',
  } as Record<string, string>,
  reporter: 'Signalé par',
  problem: 'Problème',
  actions: {
    take: 'Prendre en charge',
    resolve: 'Marquer résolu',
    reject: 'Rejeter',
  } satisfies Record<ReportAction, string>,
  modalTitle: {
    take: 'Prendre en charge le signalement',
    resolve: 'Marquer le signalement comme résolu',
    reject: 'Rejeter le signalement',
  } satisfies Record<ReportAction, string>,
  list: 'Signalements',
  empty: 'Aucun signalement pour le moment',
  noMatch: 'Aucun signalement ne correspond à vos filtres',
  count: countLine('signalement'),
  updateError: 'Erreur lors de la mise à jour du signalement',
  bulk: bulkTexts('signalement', false),
};

/** Texts of content-request moderation (docs/product.md, admin area §2, §4, §5 and §8). */
export const requestTexts = {
  ...shared,
  title: 'Demandes de contenu',
  subtitle: 'Les films et séries que les membres aimeraient voir au catalogue.',
  searchPlaceholder: 'Titre, membre, réalisateur ou genre',
  countersLabel: 'Compteurs des demandes',
  counters: {
    total: 'Total',
    pending: 'En attente',
    approved: 'Approuvées',
    completed: 'Ajoutées',
    rejected: 'Rejetées',
    overdue: 'En retard',
  },
  status: {
    pending: 'En attente',
    approved: 'Approuvée',
    rejected: 'Rejetée',
    completed: 'Ajoutée',
  } satisfies Record<RequestStatus, string>,
  requester: 'Demandée par',
  director: 'Réalisateur',
  genre: 'Genre',
  actions: {
    approve: 'Approuver',
    reject: 'Rejeter',
    complete: 'Marquer comme ajoutée',
    reopen: 'Remettre en attente',
    note: 'Ajouter note',
  } satisfies Record<RequestAction, string>,
  modalTitle: {
    approve: 'Approuver la demande',
    reject: 'Rejeter la demande',
    complete: 'Marquer la demande comme ajoutée',
    reopen: 'Remettre la demande en attente',
    note: 'Ajouter une note à la demande',
  } satisfies Record<RequestAction, string>,
  list: 'Demandes',
  empty: 'Aucune demande pour le moment',
  noMatch: 'Aucune demande ne correspond à vos filtres',
  count: countLine('demande'),
  updateError: 'Erreur lors de la mise à jour de la demande',
  bulk: bulkTexts('demande', true),
};

/** What the shared moderation page reads of a screen's texts. */
export type ScreenTexts<Action extends string> = typeof shared & {
  title: string;
  subtitle: string;
  searchPlaceholder: string;
  countersLabel: string;
  list: string;
  empty: string;
  noMatch: string;
  count: (shown: number, total: number) => string;
  updateError: string;
  modalTitle: Record<Action, string>;
  bulk: BulkTexts;
};

/** The spec's error, then the server's reason when it gave one. */
export const withReason = (error: string, reason: string | null) =>
  reason ? `${error} : ${reason}` : error;
