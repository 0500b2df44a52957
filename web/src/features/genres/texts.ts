/** Texts of the genre menus (spec: member side, header). */
export const genresTexts = {
  loading: 'Chargement...',
  loadError: 'Erreur de chargement',
  empty: (name: string) => `Aucun genre disponible pour ${name}`,
  listLabel: (name: string) => `Genres : ${name}`,
} as const;

/** Texts of the genre page (spec: member side, genre page). */
export const genrePageTexts = {
  notFound: 'Genre non trouvé',
  backHome: "← Retour à l'accueil",
  backToCategory: (category: string) => `Voir tous les ${category.toLowerCase()}`,
  comingSoon: 'Les films et séries de ce genre arrivent bientôt.',
  loadError: 'Erreur lors du chargement des genres',
} as const;
