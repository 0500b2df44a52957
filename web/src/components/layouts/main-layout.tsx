import type { ReactNode } from 'react';

import { Footer } from '@/components/layouts/footer';
import { Header } from '@/components/layouts/header';
import type { NavItem } from '@/components/layouts/nav-item';
import { layoutTexts } from '@/components/layouts/texts';

/** The id the skip link targets. */
const MAIN_ID = 'contenu';

type MainLayoutProps = {
  navItems: NavItem[];
  /** The header's account corner (see `Header`). */
  account?: ReactNode;
  /** The header's search box (a feature, so the app passes it in). */
  search?: ReactNode;
  /** The header's catalogue counts. */
  counts?: ReactNode;
  children: ReactNode;
};

/** Header, page content and footer of every member page. */
export function MainLayout({ navItems, account, search, counts, children }: MainLayoutProps) {
  return (
    <div className="flex min-h-screen flex-col bg-neutral-950 text-neutral-100">
      {/* The first Tab stop: past the header's links, straight to the page. */}
      <a
        href={`#${MAIN_ID}`}
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-neutral-950 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {layoutTexts.skipToContent}
      </a>
      <Header navItems={navItems} account={account} search={search} counts={counts} />
      <main
        id={MAIN_ID}
        tabIndex={-1}
        className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 outline-none"
      >
        {children}
      </main>
      <Footer />
    </div>
  );
}
