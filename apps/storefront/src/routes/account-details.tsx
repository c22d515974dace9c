// The customer's name, mobile number and email (`/{slug}/dashboard/account_details`).
import { msg } from '@lingui/core/macro';
import { AccountDetails } from '../features/account/components/account-details-form.tsx';
import { personalClientLoader } from '../shell/page-route.tsx';
import { pageMeta } from '../shell/meta.ts';

export const clientLoader = personalClientLoader();
export const meta = pageMeta({ title: msg`Account Details` });
export { HydrateFallback, PageErrorBoundary as ErrorBoundary } from '../shell/page-route.tsx';
export default AccountDetails;
