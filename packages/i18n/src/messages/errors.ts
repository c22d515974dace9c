import { msg } from '@lingui/core/macro';

/** docs/product/texts.md error catalogue. */
export const errorMessages = {
  somethingWentWrong: msg({ id: 'error.something_went_wrong', message: 'Something went wrong' }),
  unexpected: msg({ id: 'error.unexpected', message: 'An unexpected error occurred, please try again' }),
  noInternet: msg({ id: 'error.no_internet', message: 'No internet connection, please check and try again' }),
  pageNotFound: msg({ id: 'error.page_not_found', message: 'Page not found' }),
  server: msg({ id: 'error.server', message: 'Server error, please try again later' }),
  network: msg({ id: 'error.network', message: 'Network error' }),
  sessionExpired: msg({ id: 'error.session_expired', message: 'Session expired, please login again' }),
  loginRequired: msg({ id: 'error.login_required', message: 'Login required' }),
  invalidLogin: msg({ id: 'error.invalid_login', message: 'Invalid login information' }),
  accountExists: msg({ id: 'error.account_exists', message: 'An account already exists, please try to login' }),
  registration: msg({ id: 'error.registration', message: 'Registration error: something went wrong' }),
  orderNotFound: msg({
    id: 'error.order_not_found',
    message: 'Order not found, enter a valid order ID or phone number',
  }),
  multipleOrders: msg({ id: 'error.multiple_orders', message: 'Multiple orders found' }),
  copyFailed: msg({ id: 'error.copy_failed', message: 'Copy failed' }),
  noPhoneToCopy: msg({ id: 'error.no_phone_to_copy', message: 'No phone number to copy' }),
  orderLoading: msg({ id: 'error.order_loading', message: 'Error loading the order' }),
  domainResolve: msg({ id: 'error.domain_resolve', message: 'Failed to resolve domain' }),
  bannerAdd: msg({ id: 'error.banner_add', message: 'Could not add the banner, please try again later' }),
  bannerUpdate: msg({ id: 'error.banner_update', message: 'Could not update the banner, please try again later' }),
  bannerDelete: msg({ id: 'error.banner_delete', message: 'Could not delete the banner, please try again later' }),
  logoAdd: msg({ id: 'error.logo_add', message: 'Could not add the logo, please try again later' }),
  logoUpdate: msg({ id: 'error.logo_update', message: 'Could not update the logo, please try again later' }),
  logoDelete: msg({ id: 'error.logo_delete', message: 'Could not delete the logo, please try again later' }),
  shippingPackageAdd: msg({
    id: 'error.shipping_package_add',
    message: 'Could not add the shipping package, please try again later',
  }),
  shippingPackageUpdate: msg({
    id: 'error.shipping_package_update',
    message: 'Could not update the shipping package, please try again later',
  }),
  shippingPackageDelete: msg({
    id: 'error.shipping_package_delete',
    message: 'Could not delete the shipping package, please try again later',
  }),
};
