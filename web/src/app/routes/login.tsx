import { LoginForm } from '@/features/auth/components/login-form';
import { LoginMessage } from '@/features/login-message/components/login-message';

/** / (login), with the team's message when one is active. */
export function LoginRoute() {
  return (
    <>
      <LoginForm />
      <LoginMessage />
    </>
  );
}
