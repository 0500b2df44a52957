/** Texts of sign-in, sign-up, password recovery, the access gates and the ban screen (docs/product.md, member side §2, §4, §5 and §8). */
export const authTexts = {
  loading: 'Chargement...',
  brand: 'BOBINE',
  pageTitle: (title: string) => `${title} · Bobine`,
  fields: {
    email: 'Email',
    password: 'Mot de passe',
    passwordConfirmation: 'Confirmer le mot de passe',
    newPassword: 'Nouveau mot de passe',
    newPasswordConfirmation: 'Confirmer le nouveau mot de passe',
    emailPlaceholder: 'votre@email.com',
  },
  login: {
    title: 'Connexion',
    submit: 'SE CONNECTER',
    submitting: 'CONNEXION...',
    noAccount: 'Pas encore de compte ?',
    toRegister: "S'inscrire",
    forgotPassword: 'Mot de passe oublié ?',
    error: 'Une erreur est survenue lors de la connexion',
    community: 'Rejoindre le groupe de discussion de la communauté',
    newTab: '(s’ouvre dans un nouvel onglet)',
  },
  register: {
    title: 'Inscription',
    submit: "S'INSCRIRE",
    submitting: 'INSCRIPTION...',
    success: 'Inscription réussie ! Redirection en cours...',
    haveAccount: 'Déjà un compte ?',
    toLogin: 'Se connecter',
    referralKey: 'Clé de parrainage',
    referralPlaceholder: 'Clé fournie par un membre',
    required: 'Veuillez remplir tous les champs',
    error: "Une erreur est survenue lors de l'inscription",
  },
  captcha: {
    legend: 'Vérification',
    answer: 'Votre réponse',
    loading: 'Chargement de la question...',
    loadError: 'Impossible de charger la question de vérification',
    retry: 'Nouvelle question',
    required: 'Veuillez répondre à la question de vérification',
  },
  forgot: {
    title: 'Mot de passe oublié',
    intro:
      'Saisissez votre adresse e-mail : nous vous enverrons un lien pour choisir un nouveau mot de passe.',
    submit: 'ENVOYER LE LIEN',
    submitting: 'ENVOI...',
    sent: 'Email envoyé !',
    sentDetail: 'Si un compte existe avec cette adresse, vous recevrez un lien valable une heure.',
    error: 'Une erreur est survenue',
    backToLogin: '← Retour à la connexion',
  },
  reset: {
    title: 'NOUVEAU MOT DE PASSE',
    submit: 'RÉINITIALISER',
    submitting: 'RÉINITIALISATION...',
    success: 'Mot de passe réinitialisé !',
    redirecting: 'Redirection vers la page de connexion...',
    invalidLink: 'Lien de réinitialisation invalide ou expiré',
    requestNewLink: 'Demander un nouveau lien',
    error: 'Une erreur est survenue lors de la réinitialisation',
  },
  confirmEmail: {
    title: "Confirmation de l'adresse e-mail",
    pending: 'Confirmation en cours...',
    success: (email: string) => `Votre adresse e-mail ${email} est confirmée.`,
    invalidLink: 'Lien de confirmation invalide ou expiré',
    toHome: "Aller à l'accueil",
  },
  validation: {
    passwordMismatch: 'Les mots de passe ne correspondent pas',
    passwordTooShort: 'Le mot de passe doit contenir au moins 6 caractères',
  },
  menu: {
    profile: 'Profil',
    settings: 'Paramètres du compte',
    /** The list holds films and series: named as its page is (favourites' texts). */
    favorites: 'Mes favoris',
    donation: 'Soutenir',
    requestContent: 'Demander un contenu',
    logout: 'Déconnexion',
    loggingOut: 'Déconnexion...',
    admin: 'Admin',
    /** An analyst's way to the pages they read. */
    analyst: 'Analyse',
    login: 'Connexion',
    signedInAs: (email: string) => `Connecté en tant que ${email}`,
  },
  ban: {
    title: 'COMPTE SUSPENDU',
    intro: 'Votre compte a été suspendu par un administrateur.',
    reason: 'Raison',
    type: 'Type',
    permanent: 'PERMANENT',
    temporary: 'TEMPORAIRE',
    remaining: 'Temps restant',
    since: 'Suspendu le',
    until: 'Fin de la suspension',
    untilPermanent: 'Jamais',
    temporaryExplanation: (end: string) =>
      `Votre suspension prendra fin le ${end}. Vous pourrez alors de nouveau accéder au site.`,
    permanentExplanation:
      "Cette suspension est définitive. Si vous pensez qu'il s'agit d'une erreur, vous pouvez la contester auprès du support.",
    contactSupport: 'Contacter le support',
    mailSubject: 'Contestation de suspension de compte',
    mailBody: (reason: string) =>
      `Bonjour,\n\nMon compte a été suspendu pour la raison suivante : ${reason}\n\nJe souhaite contester cette décision.\n`,
    logout: 'Se déconnecter',
  },
  admin: {
    deniedTitle: 'Accès refusé',
    deniedMessage: "Vous n'avez pas les permissions d'administrateur",
    toHome: "Retour à l'accueil",
  },
} as const;

/** The spec's remaining-time wording of a temporary ban. */
export const remainingTexts = {
  daysHoursMinutes: (days: number, hours: number, minutes: number) =>
    `${days} jour(s) ${hours}h ${minutes}min`,
  hoursMinutes: (hours: number, minutes: number) => `${hours}h ${minutes}min`,
  minutes: (minutes: number) => `${minutes} minute(s)`,
} as const;
