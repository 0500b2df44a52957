/**
 * Texts of the donation, contact and FAQ pages (docs/product.md, member side §2 "Donation", "Contact
 * and FAQ", and §9). The spec leaves the wording to us; the figures are its own:
 * the 70 % / 30 % split and the support reply times.
 */
export const helpTexts = {
  donation: {
    title: 'Soutenir Bobine',
    intro:
      'Bobine est gratuit, sans publicité et le restera. Il vit grâce aux dons de sa communauté : chaque contribution paie les serveurs qui vous permettent de regarder vos films et séries, et le temps passé à améliorer le site.',
    splitTitle: 'Où va votre don ?',
    split: [
      {
        share: 70,
        label: 'Serveurs et infrastructure',
        detail: 'Hébergement, bande passante, sauvegardes et nom de domaine.',
      },
      {
        share: 30,
        label: 'Développement',
        detail: 'Nouvelles fonctionnalités, corrections et accessibilité.',
      },
    ],
    donate: 'Faire un don',
    newTab: '(s’ouvre dans un nouvel onglet)',
    unavailable: 'Les dons en ligne ne sont pas encore ouverts. Merci de votre patience !',
    faqTitle: 'Questions sur les dons',
    faq: [
      {
        question: 'Le don est-il obligatoire ?',
        answer:
          'Non. Bobine reste entièrement gratuit : le don est un soutien libre, sans contrepartie ni avantage caché.',
      },
      {
        question: 'Comment mon paiement est-il traité ?',
        answer:
          'Le bouton vous emmène sur la page de notre prestataire de paiement, dans un nouvel onglet. Bobine ne voit ni ne conserve vos coordonnées bancaires.',
      },
      {
        question: 'Puis-je donner plusieurs fois ?',
        answer:
          'Bien sûr, à votre rythme. Même un petit montant couvre une partie des frais du mois.',
      },
    ],
    otherTitle: 'Autres façons de nous aider',
    other: {
      refer: 'Parrainez vos amis avec votre clé de parrainage',
      share: 'Parlez de Bobine autour de vous',
      report: 'Signalez les bugs et les vidéos qui ne marchent pas',
    },
  },
  reminder: {
    title: 'Bobine a besoin de vous',
    message:
      'Bobine est gratuit et sans publicité grâce aux dons de ses membres. Un petit geste aide à garder les serveurs allumés.',
    donate: 'Faire un Don',
    later: 'Non merci, peut-être plus tard',
    close: 'Fermer',
  },
  contact: {
    title: 'Contact',
    intro:
      'Une question, un problème, une idée ? Écrivez-nous : nous répondons par e-mail à l’adresse de votre compte.',
    delaysTitle: 'Délais de réponse',
    delays: [
      { topic: 'Problème technique', delay: '24 à 48 h' },
      { topic: 'Compte', delay: '12 à 24 h' },
      { topic: 'Suggestions', delay: '3 à 5 jours' },
      { topic: 'Partenariats', delay: '1 semaine' },
    ],
    formTitle: 'Envoyer un message',
    subject: 'Sujet',
    message: 'Message',
    send: 'Envoyer',
    sending: 'Envoi...',
    sent: 'Votre message a bien été envoyé. Nous vous répondrons par e-mail.',
    error: "Erreur lors de l'envoi",
    faqLink: 'Consultez d’abord la FAQ : la réponse y est peut-être déjà.',
  },
  faq: {
    title: 'Questions fréquentes',
    intro: 'Les réponses aux questions que les membres nous posent le plus souvent.',
    search: 'Rechercher une question',
    empty: 'Aucune question ne correspond à votre recherche.',
    contact: 'Vous ne trouvez pas votre réponse ?',
    contactLink: 'Contactez-nous',
    categories: {
      compte: 'Compte',
      parrainage: 'Parrainage',
      streaming: 'Streaming',
      contenu: 'Contenu',
      technique: 'Technique',
    },
  },
} as const;
