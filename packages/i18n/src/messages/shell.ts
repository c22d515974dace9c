import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export type ErrorDisplayVariant = 'no-internet' | 'not-found' | 'server-error' | 'generic';

export interface TitledMessage {
  title: MessageDescriptor;
  message: MessageDescriptor;
}

/**
 * Texts of the storefront shell (docs/product/routes.md#shell-states, docs/product/storefront.md#error-displays) and
 * the admin unauthorized page. The English of the error panel and unpublished shop is docs/product/texts.md#shell-texts,
 * kept verbatim.
 */
export const shellMessages = {
  loading: msg({ id: 'shell.loading', message: 'Loading...' }),
  /** The error panel, chosen by the error text: contains 401, contains 404, anything else. */
  errorPanel: {
    sessionExpired: {
      title: msg({ id: 'shell.error.session_expired.title', message: 'Something Went wrong' }),
      message: msg({ id: 'shell.error.session_expired.message', message: 'Session expired, please login again' }),
    },
    shopNotFound: {
      title: msg({ id: 'shell.error.shop_not_found.title', message: 'Shop Not Found' }),
      message: msg({
        id: 'shell.error.shop_not_found.message',
        message: 'Please Check Shop URL or Contact the shop owner',
      }),
    },
    generic: {
      title: msg({ id: 'shell.error.generic.title', message: 'Something Went wrong' }),
      message: msg({
        id: 'shell.error.generic.message',
        message: 'Contact the shop owner or Please Check Your Internet Connection',
      }),
    },
  } satisfies Record<string, TitledMessage>,
  unpublished: {
    title: msg({ id: 'shell.unpublished.title', message: 'Unpublished Shop' }),
    message: msg({
      id: 'shell.unpublished.message',
      message:
        "Oh no this shop is no longer published, please contact the shop's public number or else the owner's mobile number",
    }),
  } satisfies TitledMessage,
  returnHome: msg({ id: 'shell.return_home', message: 'Return Home' }),
  tryAgain: msg({ id: 'shell.try_again', message: 'Try Again' }),
  goHome: msg({ id: 'shell.go_home', message: 'Go Home' }),
  errorDisplay: {
    'no-internet': {
      title: msg({ id: 'shell.error_display.no_internet.title', message: 'No internet connection' }),
      message: msg({
        id: 'shell.error_display.no_internet.message',
        message: 'Please check your internet connection and try again.',
      }),
    },
    'not-found': {
      title: msg({ id: 'shell.error_display.not_found.title', message: 'Page not found' }),
      message: msg({
        id: 'shell.error_display.not_found.message',
        message: 'The page you are looking for does not exist or has been moved.',
      }),
    },
    'server-error': {
      title: msg({ id: 'shell.error_display.server_error.title', message: 'Server error' }),
      message: msg({
        id: 'shell.error_display.server_error.message',
        message: 'Something went wrong on our side. Please try again later.',
      }),
    },
    generic: {
      title: msg({ id: 'shell.error_display.generic.title', message: 'Something went wrong' }),
      message: msg({
        id: 'shell.error_display.generic.message',
        message: 'An unexpected error occurred. Please try again.',
      }),
    },
  } satisfies Record<ErrorDisplayVariant, TitledMessage>,
  adminUnauthorized: msg({
    id: 'admin.unauthorized',
    message: 'Unauthorized user or token is expired or invalid. please login again. Please contact the administrator.',
  }),
};
