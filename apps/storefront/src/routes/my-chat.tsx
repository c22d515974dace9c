import { Trans } from '@lingui/react/macro';
import { ChatThread } from '../features/account/components/chat-thread.tsx';
import { screenTitle } from '../features/account/components/dashboard.css.ts';

export function Component() {
  return (
    <>
      <h1 className={screenTitle}>
        <Trans>Chat</Trans>
      </h1>
      <ChatThread />
    </>
  );
}
