import { Spinner } from '@haat/ui/spinner';

/** SPEC §2 shell state "Loading": a spinner with the text Loading... */
export function PageSpinner() {
  return <Spinner layout="page" size="lg" />;
}
