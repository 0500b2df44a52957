import { ConfirmEmailStatus } from '@/features/auth/components/confirm-email-status';

/** /confirm-email#token=... */
export function ConfirmEmailRoute() {
  return <ConfirmEmailStatus />;
}
