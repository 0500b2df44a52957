import { RegisterForm } from '@/features/auth/components/register-form';

/** /register (optionally ?ref=KEY). */
export function RegisterRoute() {
  return <RegisterForm />;
}
