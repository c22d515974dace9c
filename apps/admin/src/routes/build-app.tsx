import { BuildAppView } from '../features/build-app/components/build-app-view.tsx';

export function Component() {
  return <BuildAppView />;
}
