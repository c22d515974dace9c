/**
 * `/api/dev`: development helpers for end-to-end tests. The API mounts this base only outside
 * production (`devRoutes`); no client of the apps calls it.
 */

export { lastSms } from './dev/last-sms.ts';
