import { StartPage } from '../features/start/components/start-page.tsx';

export function Component() {
  return <StartPage />;
}
