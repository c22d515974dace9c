import { AccountView } from '../features/account/components/account-view.tsx';

export function Component() {
  return <AccountView />;
}
