import { Spinner } from '@haat/ui/spinner';

/** docs/product/storefront.md shell state "Loading": a spinner with the text Loading... */
export function PageSpinner() {
  return <Spinner layout="page" size="lg" />;
}
