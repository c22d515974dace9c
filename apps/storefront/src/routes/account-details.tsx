// The customer's name, mobile number and email (`/{slug}/dashboard/account_details`).
import { AccountDetails } from '../features/account/components/account-details-form.tsx';
import { personalClientLoader } from '../shell/page-route.tsx';

export const clientLoader = personalClientLoader();
export { shopMeta as meta } from '../shell/meta.ts';
export { HydrateFallback, PageErrorBoundary as ErrorBoundary } from '../shell/page-route.tsx';
export default AccountDetails;
