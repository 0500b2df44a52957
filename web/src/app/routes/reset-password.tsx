import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

/** /reset-password#access_token=...&type=recovery */
export function ResetPasswordRoute() {
  return <ResetPasswordForm />;
}
