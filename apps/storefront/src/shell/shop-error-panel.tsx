import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ErrorPanel, type ErrorPanelVariant } from '@haat/ui/error-panel';
import { shellMessages } from '@haat/i18n/messages';
import { shopErrorKind, shopErrorTexts, type ShopErrorKind } from './shop-error-kind.ts';

const variants: Record<ShopErrorKind, ErrorPanelVariant> = {
  'session-expired': 'generic',
  'shop-not-found': 'not-found',
  generic: 'server-error',
};

export interface ShopErrorPanelProps {
  error: unknown;
  /** Where "Go Home" leads. */
  onHome: () => void;
  children?: ReactNode;
}

/** docs/product/storefront.md error panel: one of three title/message pairs, Try Again (reloads) and Go Home. */
export function ShopErrorPanel({ error, onHome, children }: ShopErrorPanelProps) {
  const { i18n } = useLingui();
  const kind = shopErrorKind(error);
  const texts = shopErrorTexts[kind];
  return (
    <ErrorPanel
      variant={variants[kind]}
      headingLevel={1}
      title={i18n._(texts.title)}
      message={i18n._(texts.message)}
      retryLabel={i18n._(shellMessages.tryAgain)}
      homeLabel={i18n._(shellMessages.goHome)}
      onRetry={() => window.location.reload()}
      onHome={onHome}
    >
      {children}
    </ErrorPanel>
  );
}
