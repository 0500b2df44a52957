/** Texts of the login page's message (docs/product.md, member side §4 "Login popup"). */
export const loginMessageTexts = {
  close: 'Fermer le message',
} as const;
