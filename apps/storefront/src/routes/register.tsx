import { useShopNavigate } from '../lib/links.ts';
import { RegisterForm } from '../features/auth/components/register-form.tsx';
import * as styles from './page.css.ts';

/** Registration; a new customer lands on the dashboard. */
export function Component() {
  const navigate = useShopNavigate();
  return (
    <div className={styles.page}>
      <RegisterForm onRegistered={() => navigate('shop-dashboard-home', null, undefined, { replace: true })} />
    </div>
  );
}
