import { AccountDetails } from '../features/account/components/account-details-form.tsx';

export function Component() {
  return <AccountDetails />;
}
