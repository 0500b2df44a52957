import { routeTexts } from '@/app/routes/texts';
import { HomeCarousels } from '@/features/catalogue/components/home-carousels';
import { ContinueWatching } from '@/features/player/components/continue-watching';

const { home } = routeTexts;

/** /home: a welcome line, what the member was watching, and the catalogue carousels. */
export function HomeRoute() {
  return (
    <section className="flex flex-col gap-8 py-8">
      <title>{routeTexts.pageTitle(home.title)}</title>
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-black sm:text-4xl">{home.heading}</h1>
        <p className="max-w-2xl text-neutral-300">{home.intro}</p>
      </div>
      <ContinueWatching />
      <HomeCarousels />
    </section>
  );
}
