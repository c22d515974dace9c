import { OwnDomainView } from '../features/own-domain/components/own-domain-view.tsx';

export function Component() {
  return <OwnDomainView />;
}
