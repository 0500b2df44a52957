/**
 * Texts of the projections screen (docs/product.md, HTTP contract "Admin" and admin area §2 "Projections": each projection's
 * version, position, lag, rate and last error; rebuild in shadow then swap). The original
 * admin area had no such screen: these follow its wording and tone.
 */
export const adminProjectionsTexts = {
  title: 'Projections',
  subtitle:
    'Les modèles de lecture de ce serveur : version, position dans le journal, retard, débit et dernière erreur.',
  loading: 'Chargement...',
  loadError: 'Erreur lors du chargement',
  head: (position: string) => `Tête du journal : ${position}`,
  table: {
    label: 'Projections',
    name: 'Projection',
    version: 'Version',
    position: 'Position',
    lagEvents: 'Retard (événements)',
    lagSeconds: 'Retard (secondes)',
    rate: 'Débit (événements/s)',
    state: 'État',
    actions: 'Actions',
  },
  states: {
    caughtUp: 'À jour',
    catchingUp: 'En rattrapage',
    error: (message: string) => `Erreur : ${message}`,
  },
  rebuild: {
    action: 'Reconstruire',
    label: (name: string) => `Reconstruire la projection ${name}`,
    progressLabel: (name: string) => `Reconstruction de ${name}`,
    running: (done: number, total: number) =>
      `Reconstruction en cours : ${done.toLocaleString('fr-FR')} / ${total.toLocaleString('fr-FR')} événements`,
    done: (date: string, events: number) =>
      `Reconstruite le ${date} (${events.toLocaleString('fr-FR')} événements)`,
    failed: (message: string) => `Échec de la reconstruction : ${message}`,
    started: (name: string) => `Reconstruction de ${name} lancée`,
    error: 'Erreur lors du lancement de la reconstruction',
  },
} as const;
