import { createContext, useContext } from 'react';

/**
 * True inside a `HoverMenu`'s panel: the content then renders its entries as menu
 * items (`role="menuitem"`, out of the Tab order) rather than as a list of links.
 */
export const InMenuContext = createContext(false);

export function useInMenu(): boolean {
  return useContext(InMenuContext);
}
