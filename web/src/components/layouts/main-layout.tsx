import type { ReactNode } from 'react';

import { Footer } from '@/components/layouts/footer';
import { Header } from '@/components/layouts/header';
import type { NavItem } from '@/components/layouts/nav-item';

type MainLayoutProps = {
  navItems: NavItem[];
  /** The header's account corner (see `Header`). */
  account?: ReactNode;
  /** The header's search box (a feature, so the app passes it in). */
  search?: ReactNode;
  children: ReactNode;
};

/** Header, page content and footer of every member page. */
export function MainLayout({ navItems, account, search, children }: MainLayoutProps) {
  return (
    <div className="flex min-h-screen flex-col bg-neutral-950 text-neutral-100">
      <Header navItems={navItems} account={account} search={search} />
      <main className="mx-auto w-full max-w-7xl flex-1 px-4 py-8">{children}</main>
      <Footer />
    </div>
  );
}
