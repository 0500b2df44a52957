import { Clock } from 'lucide-react';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import { ContactForm } from '@/features/help/components/contact-form';
import { helpTexts } from '@/features/help/texts';

const t = helpTexts.contact;

/** /contact: the support reply times (docs/product.md, member side §9) and the form. */
export function ContactPage() {
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-8 py-8">
      <title>{`${t.title} · Bobine`}</title>
      <header className="flex flex-col gap-2">
        <h1 className="text-4xl font-black">{t.title}</h1>
        <p className="text-neutral-300">{t.intro}</p>
        <p className="text-neutral-300">
          <Link to={paths.faq.getHref()} className="text-red-400 underline">
            {t.faqLink}
          </Link>
        </p>
      </header>
      <section aria-labelledby="contact-delays" className="flex flex-col gap-3">
        <h2 id="contact-delays" className="flex items-center gap-2 text-xl font-bold">
          <Clock aria-hidden="true" className="size-5 text-red-400" />
          {t.delaysTitle}
        </h2>
        <dl className="grid gap-3 sm:grid-cols-2">
          {t.delays.map(({ topic, delay }) => (
            <div key={topic} className="rounded-lg border border-neutral-800 bg-neutral-900 p-3">
              <dt className="text-sm text-neutral-300">{topic}</dt>
              <dd className="text-lg font-semibold">{delay}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="contact-form" className="flex flex-col gap-3">
        <h2 id="contact-form" className="text-xl font-bold">
          {t.formTitle}
        </h2>
        <ContactForm />
      </section>
    </section>
  );
}
