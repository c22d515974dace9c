import { BannerView } from '../features/settings/components/banner-view.tsx';

export function Component() {
  return <BannerView />;
}
