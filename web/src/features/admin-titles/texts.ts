import { SORT_LABELS } from '@/lib/catalogue-filters';
import { countLine } from '@/lib/format';
import type { SeriesStatus } from '@/types/api';

/**
 * Texts of the films, series, animes and episodes screens (docs/product.md, admin area
 * §2, §4, §5, §8 and §9). Validation messages are the server's (docs/messages.md), word for
 * word, so the client and the server never disagree on wording.
 */
export const adminTitlesTexts = {
  closeDialog: 'Fermer',
  historyTabs: { tabs: 'Sections du titre', details: 'Fiche', history: 'Historique' },
  loading: 'Chargement...',
  loadError: 'Erreur lors du chargement',
  genericError: 'Une erreur est survenue',
  statsError: 'Erreur lors du chargement des statistiques',
  loadingMore: 'Chargement...',
  none: '—',
  rating: (rating: number) => `${rating.toFixed(1)}/5`,
  badges: { featured: 'Une', new: 'New' },
  chipsLabel: 'Genres',
  search: {
    label: 'Rechercher',
    placeholder: 'Titre, titre original, réalisateur ou identifiant',
  },
  filters: {
    label: 'Filtres',
    any: 'Tous',
    genre: 'Genre',
    yearMin: 'Année min.',
    yearMax: 'Année max.',
    rating: 'Note minimale',
    ratingOption: (rating: number) => `${rating}+`,
    views: 'Vues minimales',
    viewsOption: (label: string) => `${label}+`,
    quality: 'Qualité',
    featured: 'À la une',
    isNew: 'Nouveautés',
    yes: 'Oui',
    no: 'Non',
    status: 'Statut',
    sort: 'Trier par',
    order: 'Ordre',
    desc: 'Décroissant',
    asc: 'Croissant',
  },
  sorts: SORT_LABELS,
  table: {
    poster: 'Affiche',
    title: 'Titre',
    year: 'Année',
    duration: 'Durée',
    rating: 'Note',
    views: 'Vues',
    genres: 'Genres',
    budget: 'Budget',
    boxOffice: 'Box-office',
    badges: 'Badges',
    actions: 'Actions',
    director: 'Réalisateur / studio',
    country: 'Pays',
    seasons: 'Saisons / épisodes',
    status: 'Statut',
    seasonsEpisodes: (seasons: number, episodes: number) =>
      `${seasons} saison${seasons > 1 ? 's' : ''} · ${episodes} épisode${episodes > 1 ? 's' : ''}`,
  },
  actions: {
    view: (title: string) => `Voir ${title}`,
    edit: (title: string) => `Modifier ${title}`,
    delete: (title: string) => `Supprimer ${title}`,
    episodes: (title: string) => `Gérer les épisodes de ${title}`,
  },
  form: {
    title: 'Titre',
    originalTitle: 'Titre original',
    synopsis: 'Synopsis',
    releaseYear: 'Année de sortie',
    duration: 'Durée (minutes)',
    director: 'Réalisateur',
    country: 'Pays',
    language: 'Langue',
    quality: 'Qualité',
    posterUrl: "URL de l'affiche",
    trailerUrl: 'URL de la bande-annonce',
    videoUrlVf: 'URL de la vidéo VF',
    videoUrlVostfr: 'URL de la vidéo VOSTFR',
    rating: 'Note (0 à 5)',
    isFeatured: 'À la une',
    isNew: 'Nouveau',
    budget: 'Budget (€)',
    boxOffice: 'Box-office (€)',
    genres: 'Genres',
    noGenres: 'Aucun genre dans cette catégorie',
    genresError: 'Erreur lors du chargement des genres',
    status: 'Statut',
    cancel: 'Annuler',
    save: 'Enregistrer',
    add: 'Ajouter',
    saving: 'Enregistrement...',
  },
  confirm: { cancel: 'Annuler', working: 'Suppression...', action: 'Supprimer' },
  /** Server-side rules mirrored in the browser (docs/messages.md). */
  messages: {
    titleRequired: 'Le titre est requis',
    integer: (label: string) => `${label} doit être un nombre entier`,
    yearRange: (min: number, max: number) => `L'année doit être comprise entre ${min} et ${max}`,
    durationRange: (max: number) => `La durée doit être comprise entre 1 et ${max} minutes`,
    negative: (label: string) => `${label} ne peut pas être négatif`,
    ratingNumber: 'La note doit être un nombre',
    ratingRange: 'La note doit être comprise entre 0 et 5',
    ratingDecimals: 'La note doit avoir au plus une décimale',
    url: (of: string) => `L'URL ${of} doit être une adresse web commençant par http:// ou https://`,
    seasonRequired: 'Le numéro de saison est requis',
    seasonRange: 'Le numéro de saison doit être compris entre 1 et 100',
    episodeRequired: "Le numéro d'épisode est requis",
    episodeRange: "Le numéro d'épisode doit être compris entre 1 et 5000",
    episodeTitleRequired: "Le titre de l'épisode est requis",
  },
  /** How each field reads inside a message ("L'année doit être...", "L'URL de l'affiche..."). */
  labels: {
    year: "L'année",
    duration: 'La durée',
    budget: 'Le budget',
    boxOffice: 'Le box-office',
    season: 'Le numéro de saison',
    episode: "Le numéro d'épisode",
    poster: "de l'affiche",
    trailer: 'de la bande-annonce',
    video: 'de la vidéo',
    videoVf: 'de la vidéo VF',
    videoVostfr: 'de la vidéo VOSTFR',
    thumbnail: 'de la miniature',
  },
  movies: {
    heading: 'Films',
    statsLabel: 'Statistiques des films',
    stats: { total: 'Films', featured: 'À la une', new: 'Nouveautés', views: 'Vues totales' },
    tableLabel: 'Films',
    count: countLine('film'),
    empty: 'Aucun film trouvé',
    allLoaded: 'Tous les films ont été chargés',
    add: 'Ajouter un film',
    addTitle: 'Ajouter un film',
    editTitle: (title: string) => `Modifier ${title}`,
    confirmDelete: 'Êtes-vous sûr de vouloir supprimer ce film ?',
    added: 'Film ajouté',
    updated: 'Film modifié',
    deleted: 'Film supprimé',
    errors: {
      create: (message: string) => `Erreur lors de l'ajout du film: ${message}`,
      update: (message: string) => `Erreur lors de la modification du film: ${message}`,
      delete: 'Erreur lors de la suppression du film',
    },
  },
  episodes: {
    title: (series: string) => `Épisodes de ${series}`,
    totals: (seasons: number, episodes: number) =>
      `${seasons} saison${seasons > 1 ? 's' : ''} · ${episodes} épisode${episodes > 1 ? 's' : ''}`,
    season: (n: number) => `Saison ${n}`,
    line: (n: number, title: string) => `É${n} · ${title}`,
    minutes: (n: number) => `${n} min`,
    empty: 'Aucun épisode pour le moment',
    add: 'Ajouter un épisode',
    addTitle: 'Nouvel épisode',
    editTitle: (season: number, episode: number) =>
      `Modifier l'épisode ${episode} de la saison ${season}`,
    edit: (season: number, episode: number) => `Modifier S${season}E${episode}`,
    delete: (season: number, episode: number) => `Supprimer S${season}E${episode}`,
    confirmDelete: 'Supprimer cet épisode ?',
    confirm: 'Confirmer',
    seasonNumber: 'Numéro de saison',
    episodeNumber: "Numéro d'épisode",
    episodeTitle: "Titre de l'épisode",
    synopsis: 'Synopsis',
    duration: 'Durée (minutes)',
    airDate: 'Date de diffusion',
    videoUrl: 'URL de la vidéo',
    videoUrlVf: 'URL de la vidéo VF',
    videoUrlVostfr: 'URL de la vidéo VOSTFR',
    thumbnailUrl: 'URL de la miniature',
    errors: {
      save: "Erreur lors de la sauvegarde de l'épisode",
      delete: "Erreur lors de la suppression de l'épisode",
    },
  },
} as const;

type KindTexts = {
  title: string;
  subtitle: string;
  statsLabel: string;
  tableLabel: string;
  count: (shown: number, total: number) => string;
  empty: string;
  allLoaded: string;
  add: string;
  addTitle: string;
  editTitle: (title: string) => string;
  status: Record<SeriesStatus, string>;
  unknownDirector: string;
  confirmDelete: string;
  confirmDeleteDetail: (title: string, episodes: number) => string;
  added: string;
  updated: string;
  deleted: string;
  errors: { create: string; update: string; delete: string };
};

/** What the series screen and the anime screen word alike. */
const seriesAlike = {
  editTitle: (title: string) => `Modifier ${title}`,
  confirmDeleteDetail: (title: string, episodes: number) =>
    `${title} : tous ses épisodes (${episodes}) seront également supprimés.`,
};

/** The texts of the series screen and of the anime screen. */
export const seriesKindTexts: Record<'series' | 'anime', KindTexts> = {
  series: {
    ...seriesAlike,
    title: 'Gestion des séries',
    subtitle: 'Ajoutez, modifiez ou supprimez les séries et leurs épisodes.',
    statsLabel: 'Statistiques des séries',
    tableLabel: 'Séries',
    count: countLine('série'),
    empty: 'Aucune série trouvée',
    allLoaded: 'Toutes les séries ont été chargées',
    add: 'Ajouter une série',
    addTitle: 'Ajouter une série',
    status: { completed: 'Terminée', ongoing: 'En cours', cancelled: 'Annulée' },
    unknownDirector: '—',
    confirmDelete: 'Êtes-vous sûr de vouloir supprimer cette série ?',
    added: 'Série ajoutée',
    updated: 'Série modifiée',
    deleted: 'Série supprimée',
    errors: {
      create: "Erreur lors de l'ajout de la série",
      update: 'Erreur lors de la modification de la série',
      delete: 'Erreur lors de la suppression de la série',
    },
  },
  anime: {
    ...seriesAlike,
    title: 'Gestion des animés',
    subtitle: 'Ajoutez, modifiez ou supprimez les animés et leurs épisodes.',
    statsLabel: 'Statistiques des animés',
    tableLabel: 'Animés',
    count: countLine('animé'),
    empty: 'Aucun animé trouvé',
    allLoaded: 'Tous les animés ont été chargés',
    add: 'Ajouter un animé',
    addTitle: 'Ajouter un animé',
    status: { completed: 'Terminé', ongoing: 'En cours', cancelled: 'Annulé' },
    unknownDirector: 'Studio inconnu',
    confirmDelete: 'Êtes-vous sûr de vouloir supprimer cet animé ?',
    added: 'Animé ajouté',
    updated: 'Animé modifié',
    deleted: 'Animé supprimé',
    errors: {
      create: "Erreur lors de l'ajout de l'animé",
      update: "Erreur lors de la modification de l'animé",
      delete: "Erreur lors de la suppression de l'animé",
    },
  },
};

/** The stat cards' labels per screen. */
export const seriesStatsTexts = {
  total: { series: 'Séries', anime: 'Total animés' },
  featured: 'À la une',
  new: 'Nouveautés',
  ongoing: 'En cours',
  episodes: 'Total épisodes',
  views: 'Vues totales',
} as const;
