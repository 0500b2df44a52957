import type { ReactNode } from 'react';

/** One entry of the main navigation; `menu` is the content of its dropdown, if any. */
export type NavItem = {
  label: string;
  to: string;
  menu?: ReactNode;
};
