// The customer's reviews, and the products they can review (`/{slug}/dashboard/my_reviews`).
import { msg } from '@lingui/core/macro';
import { MyReviews } from '../features/account/components/my-reviews.tsx';
import { personalClientLoader } from '../shell/page-route.tsx';
import { pageMeta } from '../shell/meta.ts';

export const clientLoader = personalClientLoader();
export const meta = pageMeta({ title: msg`My Reviews` });
export { HydrateFallback, PageErrorBoundary as ErrorBoundary } from '../shell/page-route.tsx';
export default MyReviews;
