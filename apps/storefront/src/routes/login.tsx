import { msg } from '@lingui/core/macro';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useShopHref } from '../lib/links.ts';
import { useAuthStore } from '../entities/customer/auth.ts';
import { LoginForm } from '../features/auth/components/login-form.tsx';
import { safeRedirect } from '../features/auth/auth-forms.ts';
import * as styles from '../lib/page.css.ts';
import { personalClientLoader } from '../shell/page-route.tsx';
import { pageMeta } from '../shell/meta.ts';

export const clientLoader = personalClientLoader();
export const meta = pageMeta({ title: msg`Login` });
export { HydrateFallback, PageErrorBoundary as ErrorBoundary } from '../shell/page-route.tsx';

/** Login; afterwards the page that sent here (`?redirect=`), else the dashboard. A logged-in visitor goes there at once. */
export default function Login() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const href = useShopHref();
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const target = safeRedirect(search.get('redirect')) ?? href('shop-dashboard-home');

  if (isAuthenticated) return <Navigate to={target} replace />;
  return (
    <div className={styles.page}>
      <LoginForm onLoggedIn={() => void navigate(target, { replace: true })} />
    </div>
  );
}
