import { MyReviews } from '../features/account/components/my-reviews.tsx';

export function Component() {
  return <MyReviews />;
}
