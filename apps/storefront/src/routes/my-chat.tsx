import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { ChatThread } from '../features/account/components/chat-thread.tsx';
import { screenTitle } from '../features/account/components/dashboard.css.ts';
import { personalClientLoader } from '../shell/page-route.tsx';
import { pageMeta } from '../shell/meta.ts';

export const clientLoader = personalClientLoader();
export const meta = pageMeta({ title: msg`Chat` });
export { HydrateFallback, PageErrorBoundary as ErrorBoundary } from '../shell/page-route.tsx';

export default function MyChat() {
  return (
    <>
      <h1 className={screenTitle}>
        <Trans>Chat</Trans>
      </h1>
      <ChatThread />
    </>
  );
}
