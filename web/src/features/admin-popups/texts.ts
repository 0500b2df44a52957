/** Texts of the login messages screen (docs/product.md, admin area §2, §5 and §8). */
export const adminPopupsTexts = {
  title: 'Messages de connexion',
  explanation:
    "Un seul message peut être actif à la fois : c'est lui qui s'affiche sur la page de connexion. Activer un message désactive les autres.",
  loading: 'Chargement...',
  loadError: 'Erreur lors du chargement',
  form: {
    createTitle: 'Nouveau message',
    editTitle: 'Modifier le message',
    title: 'Titre',
    content: 'Contenu',
    active: 'Actif (affiché sur la page de connexion)',
    create: 'Créer le message',
    update: 'Mettre à jour',
    saving: 'Enregistrement...',
    cancel: 'Annuler',
    required: 'Le titre et le contenu sont requis',
  },
  preview: {
    title: 'Aperçu',
    empty: 'Le message apparaîtra ici.',
  },
  list: {
    title: 'Messages existants',
    label: 'Messages de connexion existants',
    empty: 'Aucun message pour le moment.',
    active: 'Actif',
    characters: (count: number) => `${count} caractère${count > 1 ? 's' : ''}`,
    edit: (title: string) => `Modifier ${title}`,
    activate: (title: string) => `Activer ${title}`,
    delete: (title: string) => `Supprimer ${title}`,
    editShort: 'Modifier',
    activateShort: 'Activer',
    deleteShort: 'Supprimer',
  },
  confirmDelete: 'Êtes-vous sûr de vouloir supprimer ce message ?',
  confirm: 'Supprimer',
  deleting: 'Suppression...',
  cancel: 'Annuler',
  close: 'Fermer',
  success: {
    updated: 'Message mis à jour avec succès !',
    created: 'Nouveau message créé avec succès !',
    activated: 'Message activé avec succès !',
    deleted: 'Message supprimé avec succès !',
  },
  errors: {
    save: 'Une erreur est survenue',
    activate: "Erreur lors de l'activation du message",
    delete: 'Erreur lors de la suppression du message',
  },
} as const;

/** What the list shows of a message's content (docs/product.md, admin area §9). */
export const PREVIEW_CHARACTERS = 100;
