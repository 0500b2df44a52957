/** Texts of the login page's message (spec: member side, section 4 "Login popup"). */
export const loginMessageTexts = {
  close: 'Fermer le message',
} as const;
