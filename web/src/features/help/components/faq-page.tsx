import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';

import { fieldClass } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { FAQ_CATEGORY_STYLE, FAQ_ENTRIES, searchFaq } from '@/features/help/faq-entries';
import { helpTexts } from '@/features/help/texts';

const t = helpTexts.faq;

/** /faq: the ten questions, a search box over questions and answers, a link to /contact. */
export function FaqPage() {
  const [query, setQuery] = useState('');
  const searchId = useId();
  const entries = searchFaq(FAQ_ENTRIES, query);

  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-6 py-8">
      <title>{`${t.title} · Bobine`}</title>
      <header className="flex flex-col gap-2">
        <h1 className="text-4xl font-black">{t.title}</h1>
        <p className="text-neutral-300">{t.intro}</p>
      </header>
      <div role="search" className="relative">
        <label htmlFor={searchId} className="sr-only">
          {t.search}
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-2.5 left-3 size-4 text-neutral-400"
        />
        <input
          id={searchId}
          type="search"
          value={query}
          placeholder={t.search}
          onChange={(event) => setQuery(event.target.value)}
          className={`${fieldClass} pl-9`}
        />
      </div>
      {entries.length === 0 ? (
        <p role="status" className="py-6 text-center text-neutral-300">
          {t.empty}
        </p>
      ) : (
        <ul aria-label={t.title} className="flex flex-col gap-3">
          {entries.map((entry) => {
            const { icon: Icon, className } = FAQ_CATEGORY_STYLE[entry.category];
            return (
              <li key={entry.question}>
                <details className="group rounded-lg border border-neutral-800 bg-neutral-900 p-4">
                  <summary className="flex cursor-pointer items-center gap-3 font-semibold">
                    <span
                      className={`inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs ${className}`}
                    >
                      <Icon aria-hidden="true" className="size-3.5" />
                      {t.categories[entry.category]}
                    </span>
                    {entry.question}
                  </summary>
                  <p className="mt-3 text-neutral-300">{entry.answer}</p>
                </details>
              </li>
            );
          })}
        </ul>
      )}
      <p className="text-neutral-300">
        {t.contact}{' '}
        <Link to={paths.contact.getHref()} className="font-semibold text-red-400 underline">
          {t.contactLink}
        </Link>
      </p>
    </section>
  );
}
