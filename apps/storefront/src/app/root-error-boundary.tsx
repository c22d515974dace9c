import { useLingui } from '@lingui/react/macro';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { shellMessages } from '@haat/i18n/messages';
import { ErrorPanel, type ErrorPanelVariant } from '@haat/ui/error-panel';

/** A screen that failed to load or render: docs/product/storefront.md error display with Try Again and Go Home. */
export function RootErrorBoundary() {
  const error = useRouteError();
  const { i18n } = useLingui();
  const variant: ErrorPanelVariant =
    isRouteErrorResponse(error) && error.status === 404
      ? 'not-found'
      : typeof navigator !== 'undefined' && !navigator.onLine
        ? 'no-internet'
        : 'generic';
  if (!(isRouteErrorResponse(error) && error.status === 404)) console.warn('A page failed:', error);
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
