import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import { authTexts } from '@/features/auth/texts';

type AuthCardProps = {
  title: string;
  children: ReactNode;
};

/** The frame of the sign-in and recovery pages: the logo, a title, the form. */
export function AuthCard({ title, children }: AuthCardProps) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-neutral-950 px-4 py-10 text-neutral-100">
      <title>{authTexts.pageTitle(title)}</title>
      <div className="flex w-full max-w-md flex-col gap-6 rounded-lg border border-neutral-800 bg-neutral-900 p-8 shadow-2xl">
        <Link
          to={paths.login.getHref()}
          className="self-center text-3xl font-black tracking-widest text-red-600"
        >
          {authTexts.brand}
        </Link>
        <h1 className="text-center text-xl font-bold tracking-wide">{title}</h1>
        {children}
      </div>
    </main>
  );
}
