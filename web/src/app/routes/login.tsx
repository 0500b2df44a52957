import { Link } from 'react-router-dom';

import { routeTexts } from '@/app/routes/texts';
import { layoutTexts } from '@/components/layouts/texts';
import { paths } from '@/config/paths';

const { login } = routeTexts;

/** / (login): a placeholder until the authentication screens arrive. */
export function LoginRoute() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-neutral-950 px-4 text-neutral-100">
      <title>{routeTexts.pageTitle(login.title)}</title>
      <div className="flex w-full max-w-sm flex-col gap-4 rounded-lg border border-neutral-800 bg-neutral-900 p-8">
        <p className="text-2xl font-black tracking-widest text-red-600">{layoutTexts.logo}</p>
        <h1 className="text-xl font-bold">{login.title}</h1>
        <p className="text-sm text-neutral-400">{login.intro}</p>
        <Link to={paths.home.getHref()} className="text-sm text-red-400 hover:text-red-300">
          {login.toHome}
        </Link>
      </div>
    </main>
  );
}
