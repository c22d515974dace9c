/** `/api/webhooks`: calls from services outside (couriers), each authenticated its own way; no client of the apps calls it. */

export { courierWebhook } from './webhooks/courier-webhook.ts';
export { sslcommerzIpn } from './webhooks/sslcommerz-ipn.ts';
