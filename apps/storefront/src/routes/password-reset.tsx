// A logged-in customer changes their password (`/{slug}/dashboard/password_reset`).
import { msg } from '@lingui/core/macro';
import { ChangePasswordForm } from '../features/account/components/change-password-form.tsx';
import { personalClientLoader } from '../shell/page-route.tsx';
import { pageMeta } from '../shell/meta.ts';

export const clientLoader = personalClientLoader();
export const meta = pageMeta({ title: msg`Password Reset` });
export { HydrateFallback, PageErrorBoundary as ErrorBoundary } from '../shell/page-route.tsx';
export default ChangePasswordForm;
