import type { TitledMessage } from '@haat/i18n/messages';
import { shellMessages } from '@haat/i18n/messages';

export type ShopErrorKind = 'session-expired' | 'shop-not-found' | 'generic';

/**
 * docs/product/storefront.md: the panel is chosen by the error's text: containing 401, containing 404, anything else.
 * The API client's errors name the status in their message ("Request failed with status 404: …").
 */
export function shopErrorKind(error: unknown): ShopErrorKind {
  const text = error instanceof Error ? error.message : String(error);
  if (text.includes('401')) return 'session-expired';
  if (text.includes('404')) return 'shop-not-found';
  return 'generic';
}

export const shopErrorTexts: Record<ShopErrorKind, TitledMessage> = {
  'session-expired': shellMessages.errorPanel.sessionExpired,
  'shop-not-found': shellMessages.errorPanel.shopNotFound,
  generic: shellMessages.errorPanel.generic,
};
