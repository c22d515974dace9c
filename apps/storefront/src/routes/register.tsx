import { msg } from '@lingui/core/macro';
import { useShopNavigate } from '../lib/links.ts';
import { RegisterForm } from '../features/auth/components/register-form.tsx';
import * as styles from '../lib/page.css.ts';
import { personalClientLoader } from '../shell/page-route.tsx';
import { pageMeta } from '../shell/meta.ts';

export const clientLoader = personalClientLoader();
export const meta = pageMeta({ title: msg`Create an account` });
export { HydrateFallback, PageErrorBoundary as ErrorBoundary } from '../shell/page-route.tsx';

/** Registration; a new customer lands on the dashboard. */
export default function Register() {
  const navigate = useShopNavigate();
  return (
    <div className={styles.page}>
      <RegisterForm onRegistered={() => navigate('shop-dashboard-home', null, undefined, { replace: true })} />
    </div>
  );
}
