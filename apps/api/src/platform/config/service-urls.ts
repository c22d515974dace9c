/**
 * The production addresses of the couriers' and SMS gateways' APIs: the configuration's defaults (env.ts), which
 * `*_BASE_URL` and `SMS_GATEWAY_URL` replace with a sandbox or a contract server. Here, below the integrations that
 * call them, so the configuration need not import an integration.
 */
export const STEADFAST_URL = 'https://portal.packzy.com/api/v1';
export const PATHAO_URL = 'https://api-hermes.pathao.com';
export const REDX_URL = 'https://openapi.redx.com.bd/v1.0.0-beta';
export const BULKSMSBD_URL = 'https://bulksmsbd.net/api/smsapi';
export const SSL_WIRELESS_URL = 'https://smsplus.sslwireless.com/api/v3/send-sms';
/** Meta's Graph API, at a version that carries the Conversions API (`/{pixel}/events`). */
export const META_GRAPH_URL = 'https://graph.facebook.com/v24.0';
/** bKash Tokenized Checkout's sandbox: the default until a shop goes live with BKASH_BASE_URL. */
export const BKASH_URL = 'https://tokenized.sandbox.bka.sh/v1.2.0-beta';
/** SSLCommerz's sandbox: the default until SSLCOMMERZ_BASE_URL names https://securepay.sslcommerz.com. */
export const SSLCOMMERZ_URL = 'https://sandbox.sslcommerz.com';
