/** Texts of the genre menus (spec: member side, header). */
export const genresTexts = {
  loading: 'Chargement...',
  loadError: 'Erreur de chargement',
  empty: (name: string) => `Aucun genre disponible pour ${name}`,
  listLabel: (name: string) => `Genres : ${name}`,
} as const;
