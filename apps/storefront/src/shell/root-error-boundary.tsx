import { useCallback } from 'react';
import { useLingui } from '@lingui/react/macro';
import { isRouteErrorResponse, useRevalidator, useRouteError } from 'react-router';
import { shellMessages } from '@haat/i18n/messages';
import { ErrorPanel, type ErrorPanelVariant } from '@haat/ui/error-panel';
import { browserOnline, isChunkLoadError, isOfflineFailure, useBackOnline } from './offline.ts';

/**
 * A screen that failed to load or render: docs/product/storefront.md error display with Try Again and Go Home. A
 * failure of the connection (offline, no answer, a page's code not fetched) shows the no-internet panel, and the
 * page loads again by itself when the browser is back online: its data again, or the whole page when its code failed.
 */
export function RootErrorBoundary() {
  const error = useRouteError();
  const { i18n } = useLingui();
  const revalidator = useRevalidator();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const offline = !notFound && isOfflineFailure(error, browserOnline());
  const variant: ErrorPanelVariant = notFound ? 'not-found' : offline ? 'no-internet' : 'generic';
  if (!notFound && !offline) console.warn('A page failed:', error);
  const chunkFailed = isChunkLoadError(error);
  const recover = useCallback(() => {
    if (chunkFailed) window.location.reload();
    else void revalidator.revalidate();
  }, [chunkFailed, revalidator]);
  useBackOnline(offline, recover);
  const texts = shellMessages.errorDisplay[variant];
  return (
    <ErrorPanel
      variant={variant}
      headingLevel={1}
      title={i18n._(texts.title)}
      message={i18n._(texts.message)}
      retryLabel={i18n._(shellMessages.tryAgain)}
      homeLabel={i18n._(shellMessages.goHome)}
      onRetry={() => window.location.reload()}
      onHome={() => window.location.assign('/')}
    />
  );
}
