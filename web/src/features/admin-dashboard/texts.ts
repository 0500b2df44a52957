import type { DashboardCounts } from '@/types/api';

/** Texts of the admin home's cards (docs/product.md, admin area §2 "Admin home"). */
export const adminDashboardTexts = {
  navLabel: "Navigation de l'administration",
  analystNavLabel: "Navigation de l'analyse",
  loadError: 'Erreur lors du chargement',
  sections: {
    series: {
      title: 'Séries',
      description: 'Ajouter, modifier ou supprimer les séries et leurs épisodes.',
    },
    animes: {
      title: 'Animés',
      description: 'Ajouter, modifier ou supprimer les animés et leurs épisodes.',
    },
    genres: { title: 'Genres', description: 'Ajouter, modifier ou supprimer les genres.' },
    users: {
      title: 'Utilisateurs',
      description: 'Droits administrateur, bannissements et comptes.',
    },
    requests: {
      title: 'Demandes de contenu',
      description: 'Approuver, rejeter ou compléter les demandes des membres.',
    },
    reports: {
      title: 'Signalements',
      description: 'Traiter les problèmes signalés par les membres.',
    },
    appeals: {
      title: 'Contestations',
      description: 'Accepter ou refuser les contestations des membres bannis.',
    },
    analytics: {
      title: 'Statistiques',
      description: 'Visiteurs et contenus les plus regardés.',
    },
    popup: {
      title: 'Message de connexion',
      description: 'Le message affiché sur la page de connexion.',
    },
    audit: {
      title: "Journal d'audit",
      description: 'Qui a fait quoi et quand, avec les valeurs avant et après.',
    },
    projections: {
      title: 'Projections',
      description: 'État des modèles de lecture, et leur reconstruction.',
    },
    mail: {
      title: 'Courrier',
      description: 'Mails en attente, en échec ou non distribuables, et nouvel essai.',
    },
  },
  /** The analyst's home: what their read-only role opens (docs/architecture.md, ADR 0021). */
  analyst: {
    audit: {
      title: "Journal d'audit",
      description:
        "Qui a fait quoi et quand, avec les valeurs avant et après, et l'historique de chaque élément.",
    },
    analytics: {
      title: 'Statistiques',
      description: 'Visiteurs, contenus les plus regardés, temps de réponse de la modération.',
    },
    projections: { title: 'Projections', description: 'État des modèles de lecture.' },
    events: {
      title: 'Journal des événements',
      description: 'Tous les événements du journal, au format NDJSON, à télécharger.',
    },
  },
  counters: {
    series: (n: number) => `${n} série${n > 1 ? 's' : ''}`,
    animes: (n: number) => `${n} animé${n > 1 ? 's' : ''}`,
    genres: (n: number) => `${n} genre${n > 1 ? 's' : ''}`,
    users: (n: number) => `${n} utilisateur${n > 1 ? 's' : ''}`,
    requests: (n: number, overdue: number) =>
      overdue > 0 ? `${n} en attente · ${overdue} en retard` : `${n} en attente`,
    reports: (n: number, overdue: number) =>
      overdue > 0 ? `${n} en attente · ${overdue} en retard` : `${n} en attente`,
    appeals: (n: number) => `${n} en attente`,
    analytics: (n: number) => `${n} visiteur${n > 1 ? 's' : ''} aujourd'hui`,
    popup: (counts: Pick<DashboardCounts, 'popups' | 'popup_active'>) =>
      `${counts.popups} message${counts.popups > 1 ? 's' : ''} · ${counts.popup_active ? 'un actif' : 'aucun actif'}`,
  },
} as const;
