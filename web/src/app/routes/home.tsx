import { routeTexts } from '@/app/routes/texts';
import { useSession } from '@/features/auth/api/get-session';
import { HomeCarousels } from '@/features/catalogue/components/home-carousels';
import { DonationReminder } from '@/features/help/components/donation-reminder';
import { ContinueWatching } from '@/features/player/components/continue-watching';

const { home } = routeTexts;

/**
 * /home: a welcome line, what the member was watching, the catalogue carousels and
 * the donation reminder.
 */
export function HomeRoute() {
  const { session } = useSession();
  return (
    <section className="flex flex-col gap-8 py-8">
      <title>{routeTexts.pageTitle(home.title)}</title>
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-black sm:text-4xl">{home.heading}</h1>
        <p className="max-w-2xl text-neutral-300">{home.intro}</p>
      </div>
      <ContinueWatching />
      <HomeCarousels />
      <DonationReminder memberId={session?.user?.id} />
    </section>
  );
}
