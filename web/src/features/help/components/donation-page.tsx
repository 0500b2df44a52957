import { Bug, ExternalLink, Heart, Share2, Users } from 'lucide-react';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import { helpTexts } from '@/features/help/texts';
import { useSiteLinks } from '@/lib/site-links';

const t = helpTexts.donation;

/**
 * /donation: why give, where the money goes (70 % / 30 %), the external payment page
 * in a new tab (hidden while `BOBINE_DONATION_URL` is unset), a FAQ and other ways
 * to help.
 */
export function DonationPage() {
  const links = useSiteLinks();
  const donationUrl = links.data?.donation_url;

  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-8 py-8">
      <title>{`${t.title} · Bobine`}</title>
      <header className="flex flex-col gap-3">
        <h1 className="flex items-center gap-3 text-4xl font-black">
          <Heart aria-hidden="true" className="size-8 text-red-500" />
          {t.title}
        </h1>
        <p className="text-neutral-300">{t.intro}</p>
        {donationUrl ? (
          <a
            href={donationUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex w-fit items-center gap-2 rounded-md bg-red-600 px-5 py-3 font-bold text-white hover:bg-red-700"
          >
            {t.donate}
            <ExternalLink aria-hidden="true" className="size-4" />
            <span className="sr-only">{t.newTab}</span>
          </a>
        ) : (
          links.isSuccess && <p className="text-neutral-300">{t.unavailable}</p>
        )}
      </header>

      <section aria-labelledby="donation-split" className="flex flex-col gap-3">
        <h2 id="donation-split" className="text-2xl font-bold">
          {t.splitTitle}
        </h2>
        <ul className="flex flex-col gap-4">
          {t.split.map(({ share, label, detail }) => (
            <li key={label} className="flex flex-col gap-1">
              <p className="flex justify-between font-semibold">
                <span>{label}</span>
                <span>{`${share} %`}</span>
              </p>
              <div className="h-3 rounded-full bg-neutral-800" aria-hidden="true">
                <div className="h-3 rounded-full bg-red-600" style={{ width: `${share}%` }} />
              </div>
              <p className="text-sm text-neutral-300">{detail}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="donation-faq" className="flex flex-col gap-3">
        <h2 id="donation-faq" className="text-2xl font-bold">
          {t.faqTitle}
        </h2>
        <dl className="flex flex-col gap-3">
          {t.faq.map(({ question, answer }) => (
            <div key={question} className="rounded-lg border border-neutral-800 bg-neutral-900 p-4">
              <dt className="font-semibold">{question}</dt>
              <dd className="mt-1 text-neutral-300">{answer}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="donation-other" className="flex flex-col gap-3">
        <h2 id="donation-other" className="text-2xl font-bold">
          {t.otherTitle}
        </h2>
        <ul className="flex flex-col gap-2 text-neutral-200">
          <li className="flex items-center gap-2">
            <Users aria-hidden="true" className="size-4 text-red-400" />
            <Link to={paths.profile.getHref()} className="underline hover:text-white">
              {t.other.refer}
            </Link>
          </li>
          <li className="flex items-center gap-2">
            <Share2 aria-hidden="true" className="size-4 text-red-400" />
            {t.other.share}
          </li>
          <li className="flex items-center gap-2">
            <Bug aria-hidden="true" className="size-4 text-red-400" />
            <Link to={paths.contact.getHref()} className="underline hover:text-white">
              {t.other.report}
            </Link>
          </li>
        </ul>
      </section>
    </section>
  );
}
