import { MessagesView } from '../features/messages/components/messages-view.tsx';

export function Component() {
  return <MessagesView />;
}
