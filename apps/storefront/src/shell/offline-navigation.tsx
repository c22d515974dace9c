import { useCallback } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useBlocker, type BlockerFunction } from 'react-router';
import { shellMessages } from '@haat/i18n/messages';
import { ErrorPanel } from '@haat/ui/error-panel';
import { browserOnline, useBackOnline } from './offline.ts';
import * as styles from './offline-navigation.css.ts';

/**
 * Offline, a move to another page waits: React Router would fetch the page's code, fail, and reload the document,
 * leaving the browser's own offline page. Moves within a page (query, hash) go ahead.
 */
export const waitForConnection: BlockerFunction = ({ currentLocation, nextLocation }) =>
  !browserOnline() && currentLocation.pathname !== nextLocation.pathname;

/**
 * The no-internet panel while a navigation waits for the connection; the navigation goes on by itself when the
 * browser is back online (or on Try Again once it is), and Go Back stays on the page.
 */
export function OfflineNavigation() {
  const { i18n, t } = useLingui();
  const blocker = useBlocker(waitForConnection);
  const blocked = blocker.state === 'blocked';
  const proceed = useCallback(() => {
    if (blocker.state === 'blocked') blocker.proceed();
  }, [blocker]);
  useBackOnline(blocked, proceed);
  if (!blocked) return null;
  const texts = shellMessages.errorDisplay['no-internet'];
  return (
    <div className={styles.cover} role="alert">
      <ErrorPanel
        variant="no-internet"
        headingLevel={1}
        title={i18n._(texts.title)}
        message={i18n._(texts.message)}
        retryLabel={i18n._(shellMessages.tryAgain)}
        homeLabel={t`Go back`}
        onRetry={() => {
          if (browserOnline()) proceed();
        }}
        onHome={() => blocker.reset()}
      />
    </div>
  );
}
