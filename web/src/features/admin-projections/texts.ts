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
  /** Analysts' projections, written in SQL (docs/operations.md, "Analysts' projections"). */
  analysts: {
    title: "Projections d'analystes",
    subtitle:
      'Écrivez une projection en SQL : elle est calculée depuis le premier événement du journal, puis tenue à jour.',
    retired: (name: string) => `Projection ${name} retirée`,
    list: {
      label: "Projections d'analystes",
      empty: "Aucune projection d'analyste pour l'instant.",
      name: 'Projection',
      version: 'Version',
      status: 'État',
      position: 'Position',
      rate: 'Débit (événements/s)',
      eta: 'Temps restant',
      actions: 'Actions',
      none: '—',
      /** A new version replays while an older one still serves the reads. */
      serving: (version: number) => `(la version ${version} sert les lectures)`,
      progressLabel: (name: string) => `Calcul de ${name}`,
      left: (events: number) => `${events.toLocaleString('fr-FR')} événements restants`,
      failed: (position: string, message: string) =>
        `Arrêtée à l'événement ${position} : ${message}`,
      open: 'Ouvrir',
      openLabel: (name: string) => `Ouvrir ${name}`,
      retire: 'Retirer',
      retireLabel: (name: string) => `Retirer ${name}`,
      /** What the live region says of each projection (only when a status or a tenth changes). */
      announce: (name: string, status: string, percent: number | null) =>
        percent === null ? `${name} : ${status}` : `${name} : ${status}, ${percent} %`,
    },
    statuses: {
      replaying: 'En cours de calcul',
      live: 'À jour',
      failed: 'En échec',
      retired: 'Retirée',
    },
    /** Seconds left, as an analyst reads them. */
    duration: {
      seconds: (s: number) => `${s} s`,
      minutes: (m: number, s: number) => (s === 0 ? `${m} min` : `${m} min ${s} s`),
      hours: (h: number, m: number) => (m === 0 ? `${h} h` : `${h} h ${m} min`),
    },
    rate: (perSecond: number) => perSecond.toLocaleString('fr-FR', { maximumFractionDigits: 0 }),
    retire: {
      question: (name: string) => `Retirer la projection ${name} ?`,
      detail:
        'Son fichier est supprimé sur chaque nœud et ses tables ne sont plus lisibles ; ses définitions restent dans le journal.',
      action: 'Retirer',
      working: 'Retrait...',
      cancel: 'Annuler',
      close: 'Fermer',
      error: 'Erreur lors du retrait de la projection',
    },
    form: {
      title: 'Nouvelle projection',
      versionTitle: (name: string) => `Nouvelle version de ${name}`,
      name: 'Nom',
      nameHint:
        "De 3 à 40 caractères : lettres minuscules, chiffres et « _ », en commençant par une lettre. Le nom d'une projection existante en prépare une nouvelle version.",
      sql: 'Définition SQL',
      sqlHint:
        "D'abord les CREATE TABLE et CREATE INDEX, puis une ligne « -- on TypeDÉvénement » avant les instructions à exécuter pour chaque événement de ce type.",
      check: 'Vérifier',
      checking: 'Vérification...',
      launch: 'Lancer',
      newVersion: 'Nouvelle version',
      launching: 'Envoi...',
      checked: (tables: readonly string[]) => `Définition correcte : tables ${tables.join(', ')}`,
      /** The line a problem names, as the definition holds it. */
      line: (line: number) => `Ligne ${line}`,
      launched: (name: string) => `Projection ${name} lancée`,
      versioned: (name: string, version: number) =>
        `Version ${version} de ${name} lancée : elle est calculée à côté de la version actuelle, qui reste lue jusqu'à ce qu'elle soit à jour`,
      checkError: 'Erreur lors de la vérification',
      launchError: 'Erreur lors du lancement de la projection',
    },
    detail: {
      title: (name: string) => `Projection ${name}`,
      close: 'Fermer',
      newVersion: 'Nouvelle version',
      newVersionLabel: (name: string) => `Préparer une nouvelle version de ${name}`,
      summary: (version: number, date: string) => `Version ${version}, définie le ${date}`,
      definition: 'Définition',
      definitionLabel: (name: string) => `Code SQL de ${name}`,
      replaying: 'Les tables seront lisibles une fois le premier calcul terminé.',
      tables: 'Tables',
      table: (name: string) => `Table ${name}`,
      noRows: 'Aucune ligne.',
      null: 'NULL',
      csv: 'Télécharger en CSV',
      ndjson: 'Télécharger en NDJSON',
      pages: (name: string) => `Pages de ${name}`,
      page: (page: number) => `Page ${page}`,
      previous: 'Page précédente',
      next: 'Page suivante',
      query: 'Requête (SELECT)',
      queryTitle: 'Requête',
      queryHint:
        "Une seule instruction SELECT sur les tables de la projection, 1 000 lignes au plus. Ctrl+Entrée l'exécute.",
      run: 'Exécuter',
      running: 'Exécution...',
      queryResult: 'Résultat de la requête',
      rowCount: (rows: number) =>
        rows === 1 ? '1 ligne' : `${rows.toLocaleString('fr-FR')} lignes`,
      queryRefused: (message: string) => `Requête refusée : ${message}`,
      queryError: "Erreur lors de l'exécution de la requête",
      chart: 'Graphique',
      chartHint: "Deux colonnes de la première page d'une table.",
      chartTable: 'Table du graphique',
      xColumn: 'Axe horizontal',
      yColumn: 'Axe vertical (nombres)',
      kind: 'Type de graphique',
      line: 'Courbe',
      bar: 'Barres',
      noNumbers: 'Aucune colonne numérique dans la première page de cette table.',
      chartCaption: (kind: string, y: string, x: string, table: string, points: number) =>
        `${kind} : ${y} selon ${x}, première page de ${table} (${points} ${points === 1 ? 'point' : 'points'})`,
    },
  },
} as const;
