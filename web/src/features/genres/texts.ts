/** Texts of the genre menus (docs/product.md, member side §2 "Header"). */
export const genresTexts = {
  loading: 'Chargement...',
  loadError: 'Erreur de chargement',
  empty: (name: string) => `Aucun genre disponible pour ${name}`,
  listLabel: (name: string) => `Genres : ${name}`,
} as const;
