import { ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';

import { ArchiveSection } from '@/features/account/components/archive-section';
import { ChangeEmailForm } from '@/features/account/components/change-email-form';
import { ChangePasswordForm } from '@/features/account/components/change-password-form';
import { EraseAccountSection } from '@/features/account/components/erase-account-section';
import { MailPreferences } from '@/features/account/components/mail-preferences';
import { PasskeysSection } from '@/features/account/components/passkeys-section';
import { ReferralSection } from '@/features/account/components/referral-section';
import { SecurityLogSection } from '@/features/account/components/security-log-section';
import { SessionsSection } from '@/features/account/components/sessions-section';
import { TwoFactorSection } from '@/features/account/components/two-factor-section';
import { accountTexts as texts } from '@/features/account/texts';
import { formatLongDate } from '@/lib/dates';
import type { User } from '@/types/api';

const card = 'rounded-lg border border-neutral-800 bg-neutral-900 p-6';

/**
 * /profile ('Mon Profil'): the account, its referral key, address and password changes,
 * `sections` other features add (the history), tips.
 */
export function Profile({ user, sections }: { user: User; sections?: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <title>{texts.pageTitle}</title>
      <h1 className="text-3xl font-black">{texts.title}</h1>

      <section aria-labelledby="info-title" className={card}>
        <h2 id="info-title" className="mb-4 text-xl font-semibold">
          {texts.info.title}
        </h2>
        <dl className="grid gap-3 text-sm sm:grid-cols-[12rem_1fr]">
          <dt className="text-neutral-400">{texts.info.email}</dt>
          <dd className="font-medium">{user.email}</dd>
          <dt className="text-neutral-400">{texts.info.createdAt}</dt>
          <dd>{formatLongDate(user.created_at)}</dd>
        </dl>
      </section>

      <div className={card}>
        <ReferralSection />
      </div>
      <div className={card}>
        {/* Keyed by the address so a confirmed change resets the field. */}
        <ChangeEmailForm key={user.email} currentEmail={user.email} />
      </div>
      <div className={card}>
        <ChangePasswordForm />
      </div>
      <div className={card}>
        <MailPreferences admin={user.is_admin} />
      </div>
      <div className={card}>
        <TwoFactorSection enabled={user.totp} />
      </div>
      <div className={card}>
        <PasskeysSection />
      </div>
      <div className={card}>
        <SessionsSection />
      </div>
      <div className={card}>
        <SecurityLogSection />
      </div>
      {sections}
      <div className={card}>
        <ArchiveSection />
      </div>

      <section aria-labelledby="tips-title" className={card}>
        <h2 id="tips-title" className="mb-3 flex items-center gap-2 text-xl font-semibold">
          <ShieldCheck aria-hidden="true" className="size-5 text-green-500" />
          {texts.tips.title}
        </h2>
        <ul className="list-disc space-y-1 pl-5 text-sm text-neutral-300">
          {texts.tips.items.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </section>

      <div className="rounded-lg border border-red-900 bg-neutral-900 p-6">
        <EraseAccountSection />
      </div>
    </div>
  );
}
