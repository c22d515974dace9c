import { useShopNavigate } from '../lib/links.ts';
import { ForgotPasswordFlow } from '../features/auth/components/forgot-password-flow.tsx';
import * as styles from './page.css.ts';

/** Forgotten password: mobile → SMS code → code and new password → logged in. */
export function Component() {
  const navigate = useShopNavigate();
  return (
    <div className={styles.page}>
      <ForgotPasswordFlow onDone={() => navigate('shop-dashboard-home', null, undefined, { replace: true })} />
    </div>
  );
}
