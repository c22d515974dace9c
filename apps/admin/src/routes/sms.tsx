import { SmsView } from '../features/sms/components/sms-view.tsx';

export function Component() {
  return <SmsView />;
}
