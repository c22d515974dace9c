// A logged-in customer changes their password (`/{slug}/dashboard/password_reset`).
import { ChangePasswordForm } from '../features/account/components/change-password-form.tsx';
import { personalClientLoader } from '../shell/page-route.tsx';

export const clientLoader = personalClientLoader();
export { shopMeta as meta } from '../shell/meta.ts';
export { HydrateFallback, PageErrorBoundary as ErrorBoundary } from '../shell/page-route.tsx';
export default ChangePasswordForm;
