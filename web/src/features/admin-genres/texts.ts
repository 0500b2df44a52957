import type { GenreCategory } from '@/types/api';

/** Texts of the genre management screen (docs/product.md, admin area §2 and §8). */
export const adminGenresTexts = {
  title: 'Gestion des genres',
  subtitle: 'Ajoutez, modifiez ou supprimez les genres de chaque catégorie.',
  tabsLabel: 'Catégories de genres',
  tabLabel: (category: GenreCategory, count: number) => `${category} (${count})`,
  loading: 'Chargement...',
  loadError: 'Erreur lors du chargement des genres',
  emptyCategory: (category: GenreCategory) => `Aucun genre dans la catégorie ${category}`,
  listLabel: (category: GenreCategory) => `Genres de la catégorie ${category}`,
  usage: (movies: number, series: number) =>
    `${movies} film${movies > 1 ? 's' : ''} · ${series} série${series > 1 ? 's' : ''}`,
  form: {
    addTitle: 'Ajouter un genre',
    editTitle: 'Modifier le genre',
    name: 'Nom du genre',
    namePlaceholder: 'Action, Comédie, Drame...',
    category: 'Catégorie',
    add: 'Ajouter',
    save: 'Enregistrer',
    saving: 'Enregistrement...',
    cancel: 'Annuler',
  },
  edit: (name: string) => `Modifier ${name}`,
  delete: (name: string) => `Supprimer ${name}`,
  confirmDelete: 'Êtes-vous sûr de vouloir supprimer ce genre ?',
  confirmDeleteUsage: (movies: number, series: number) =>
    movies + series > 0
      ? `Il sera retiré des titres qui l'utilisent (${movies} film${movies > 1 ? 's' : ''}, ${series} série${series > 1 ? 's' : ''}).`
      : "Aucun titre ne l'utilise.",
  confirm: 'Supprimer',
  deleting: 'Suppression...',
  cancel: 'Annuler',
  errors: {
    create: "Erreur lors de l'ajout du genre",
    update: 'Erreur lors de la modification du genre',
    delete: 'Erreur lors de la suppression du genre',
  },
} as const;
