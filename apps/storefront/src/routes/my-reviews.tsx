// The customer's reviews, and the products they can review (`/{slug}/dashboard/my_reviews`).
import { MyReviews } from '../features/account/components/my-reviews.tsx';
import { personalClientLoader } from '../shell/page-route.tsx';

export const clientLoader = personalClientLoader();
export { shopMeta as meta } from '../shell/meta.ts';
export { HydrateFallback, PageErrorBoundary as ErrorBoundary } from '../shell/page-route.tsx';
export default MyReviews;
