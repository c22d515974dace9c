import { ChangePasswordForm } from '../features/account/components/change-password-form.tsx';

export function Component() {
  return <ChangePasswordForm />;
}
