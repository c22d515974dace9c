import { SettingsView } from '../features/settings/components/settings-view.tsx';

export function Component() {
  return <SettingsView />;
}
