import { ThemesView } from '../features/themes/components/themes-view.tsx';

export function Component() {
  return <ThemesView />;
}
