import { msg } from '@lingui/core/macro';
import { useShopNavigate } from '../lib/links.ts';
import { ForgotPasswordFlow } from '../features/auth/components/forgot-password-flow.tsx';
import * as styles from '../lib/page.css.ts';
import { personalClientLoader } from '../shell/page-route.tsx';
import { pageMeta } from '../shell/meta.ts';

export const clientLoader = personalClientLoader();
export const meta = pageMeta({ title: msg`Forgot password` });
export { HydrateFallback, PageErrorBoundary as ErrorBoundary } from '../shell/page-route.tsx';

/** Forgotten password: mobile → SMS code → code and new password → logged in. */
export default function ForgetPassword() {
  const navigate = useShopNavigate();
  return (
    <div className={styles.page}>
      <ForgotPasswordFlow onDone={() => navigate('shop-dashboard-home', null, undefined, { replace: true })} />
    </div>
  );
}
