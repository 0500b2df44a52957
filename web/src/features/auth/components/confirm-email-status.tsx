import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';

import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useConfirmEmail } from '@/features/auth/api/confirm-email';
import { AuthCard } from '@/features/auth/components/auth-card';
import { FormMessage } from '@/components/ui/form-message';
import { authTexts } from '@/features/auth/texts';
import { readFragment } from '@/features/auth/utils/url-fragment';
import { getErrorMessage } from '@/lib/api-client';

const texts = authTexts.confirmEmail;

/** /confirm-email#token=...: sends the token once on arrival and tells how it went. */
export function ConfirmEmailStatus() {
  const { hash } = useLocation();
  const [token] = useState(() => readFragment(hash).get('token'));
  const confirm = useConfirmEmail();
  const { mutate } = confirm;
  // A link works once: the ref keeps StrictMode's second effect run from sending it again.
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    mutate({ token });
  }, [token, mutate]);

  return (
    <AuthCard title={texts.title}>
      {!token ? (
        <FormMessage tone="error">{texts.invalidLink}</FormMessage>
      ) : confirm.isSuccess ? (
        <FormMessage tone="success">{texts.success(confirm.data.email)}</FormMessage>
      ) : confirm.isError ? (
        <FormMessage tone="error">{getErrorMessage(confirm.error, texts.invalidLink)}</FormMessage>
      ) : (
        <Spinner label={texts.pending} className="justify-center" />
      )}
      <Link
        to={paths.home.getHref()}
        className="text-center text-sm text-red-400 hover:text-red-300"
      >
        {texts.toHome}
      </Link>
    </AuthCard>
  );
}
