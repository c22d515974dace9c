/**
 * The API's background jobs, what each runs and how it is retried. Every API process runs their workers
 * (server.ts); a change enqueues its job in its own transaction (`deps.jobs.enqueue(tx, 'sms.send', …)`).
 * Nothing that calls out of the process (SMS gateway, image storage, DNS) runs inside a request's
 * transaction: it runs here, retried with backoff, and lands in `<name>.dead` once its retries are spent.
 */
import type { ServerDeps } from './app.ts';
import type { JobDefinitions, JobQueue } from './platform/jobs/job-queue.ts';
import { purgeExpired } from './platform/jobs/purge.ts';
import { smsMessages } from './platform/observability/metrics.ts';
import { OTP_LIFETIME_MINUTES } from './platform/auth/code-lifetime.ts';
import { discardImages } from './platform/storage/image-upload.ts';
import { recheckVerifiedDomains } from './modules/shops/shops.domains.service.ts';
import { autoCancelExpired } from './modules/orders/auto-cancel.ts';
import { expireUnpaidAdvances } from './modules/payments/advance-expiry.ts';
import { runFraudCheck } from './modules/orders/fraud-check.ts';
import { createSecretBox } from './platform/crypto/create-secret-box.ts';
import type { SecretBox } from './platform/crypto/secret-box.ts';
import { runBookingJob } from './modules/shipments/shipments.booking.service.ts';
import { pollShipments } from './modules/shipments/shipments.tracking.service.ts';
import { refreshCourierPlaces } from './modules/shipments/courier-places.service.ts';
import { sendOrderSms } from './modules/sms/order-sms.service.ts';
import { runCatalogueImport } from './modules/catalogue-imports/catalogue-imports.run.ts';
import { sendPurchaseEvent } from './modules/meta-conversions/meta-conversions.service.ts';
import {
  refundCancelledOrder,
  settleStaleAttempts,
  type GatewayDeps,
} from './modules/payment-gateways/payment-gateways.flows.service.ts';

const MINUTE = 60;
/** Pending orders are checked against their shop's auto-cancel hours this often. */
const AUTO_CANCEL_EVERY_MINUTES = 5;
/** Gateway attempts left pending are asked about this often. */
const SETTLE_STALE_EVERY_MINUTES = 5;
/** Unpaid advances are checked against their `payment_due_by` this often (the shop's expiry is minutes). */
const ADVANCE_EXPIRY_EVERY_MINUTES = 1;

export function jobDefinitions(
  deps: Pick<ServerDeps, 'config' | 'db' | 'jobs' | 'logger' | 'sms' | 'storage'>,
): JobDefinitions {
  const { config, db, logger } = deps;
  let secretBox: SecretBox | null | undefined;
  const openSecretBox = () => {
    if (secretBox === undefined) secretBox = config.credentialsKeys ? createSecretBox(config) : null;
    return secretBox ?? undefined;
  };
  const gateways = (): GatewayDeps => ({ db, config, box: openSecretBox(), logger });
  return {
    'sms.send': {
      name: 'sms.send',
      // A code is worth sending only while it is valid; after the last retry the job is dead.
      options: {
        retryLimit: 5,
        retryDelay: 5,
        retryBackoff: true,
        retryDelayMax: 2 * MINUTE,
        expireInSeconds: MINUTE,
        retentionSeconds: OTP_LIFETIME_MINUTES * MINUTE,
        // The text may hold a one-time code: the row goes once the message is out.
        deleteAfterSeconds: MINUTE,
      },
      // Sending is waiting on the gateway: many at once.
      concurrency: 25,
      run: async ({ to, text }) => {
        try {
          await deps.sms.send(to, text);
          smsMessages.inc({ outcome: 'sent' });
        } catch (error) {
          smsMessages.inc({ outcome: 'failed' });
          throw error;
        }
      },
    },
    'sms.order': {
      name: 'sms.order',
      // Order news is not secret and stays useful for a while: retried for about half an hour, kept a day.
      options: {
        retryLimit: 6,
        retryDelay: 5,
        retryBackoff: true,
        retryDelayMax: 10 * MINUTE,
        expireInSeconds: MINUTE,
        deleteAfterSeconds: 24 * 60 * MINUTE,
      },
      concurrency: 10,
      run: (data) => sendOrderSms(deps, 'logIds' in data ? data.logIds : [data.logId]),
    },
    'images.delete': {
      name: 'images.delete',
      options: {
        retryLimit: 8,
        retryDelay: 30,
        retryBackoff: true,
        retryDelayMax: 60 * MINUTE,
        deleteAfterSeconds: 60 * MINUTE,
      },
      concurrency: 2,
      run: ({ shopId, keys }) => discardImages(deps, shopId, keys),
    },
    'maintenance.purge': {
      name: 'maintenance.purge',
      options: { retryLimit: 2, retryDelay: MINUTE, deleteAfterSeconds: 24 * 60 * MINUTE },
      run: async () => logger.info('purged expired rows', { ...(await purgeExpired(db)) }),
    },
    'domains.recheck': {
      name: 'domains.recheck',
      options: {
        retryLimit: 2,
        retryDelay: 5 * MINUTE,
        expireInSeconds: 15 * MINUTE,
        deleteAfterSeconds: 24 * 60 * MINUTE,
      },
      run: async () => {
        const { domains } = config;
        const counts = await recheckVerifiedDomains(
          db,
          { servers: domains.resolvers, cnameTarget: domains.cnameTarget },
          logger,
        );
        logger.info('custom domains re-checked', counts);
      },
    },
    'orders.auto-cancel': {
      name: 'orders.auto-cancel',
      options: {
        retryLimit: 2,
        retryDelay: MINUTE,
        expireInSeconds: 15 * MINUTE,
        deleteAfterSeconds: 24 * 60 * MINUTE,
      },
      run: async () => {
        const counts = await autoCancelExpired(db, { jobs: deps.jobs, config });
        if (counts.canceled > 0) logger.info('pending orders cancelled automatically', counts);
      },
    },
    'payments.expire-advance': {
      name: 'payments.expire-advance',
      options: {
        retryLimit: 2,
        retryDelay: MINUTE,
        expireInSeconds: 5 * MINUTE,
        deleteAfterSeconds: 24 * 60 * MINUTE,
      },
      run: async () => {
        const counts = await expireUnpaidAdvances(db, { jobs: deps.jobs, config });
        if (counts.canceled > 0) logger.info('orders with an unpaid advance cancelled', counts);
      },
    },
    'cod-risk.fraud-check': {
      name: 'cod-risk.fraud-check',
      // A failed check is not retried: it would spend the shop's small daily quota; the other sources give a level.
      options: { retryLimit: 0, expireInSeconds: MINUTE, deleteAfterSeconds: 60 * MINUTE },
      concurrency: 5,
      run: async (data) => {
        await runFraudCheck({ db, config, logger, secretBox: openSecretBox }, data);
      },
    },
    'couriers.book': {
      name: 'couriers.book',
      // Never retried by the queue: a retried Pathao or RedX booking may book twice (decision 72). The job
      // retries Steadfast itself and marks what it could not book as failed, for the owner to book again.
      options: { retryLimit: 0, expireInSeconds: 15 * MINUTE, deleteAfterSeconds: 24 * 60 * MINUTE },
      concurrency: 4,
      run: (data) => runBookingJob(deps, data),
    },
    'couriers.poll': {
      name: 'couriers.poll',
      options: {
        retryLimit: 1,
        retryDelay: MINUTE,
        expireInSeconds: 10 * MINUTE,
        deleteAfterSeconds: 24 * 60 * MINUTE,
      },
      run: async () => {
        const counts = await pollShipments(deps);
        if (counts.asked > 0) logger.info('courier statuses polled', counts);
      },
    },
    'couriers.places': {
      name: 'couriers.places',
      // Not retried: the next day's run asks again, and a courier that cannot answer keeps its lists meanwhile.
      options: { retryLimit: 0, expireInSeconds: 30 * MINUTE, deleteAfterSeconds: 24 * 60 * MINUTE },
      run: async () => {
        const counts = await refreshCourierPlaces(deps);
        if (counts.refreshed + counts.failed > 0) logger.info('courier places refreshed', counts);
      },
    },
    'catalogue.import': {
      name: 'catalogue.import',
      // A retry goes on where the last attempt stopped, and matching by handle and SKU makes a redone product safe.
      options: {
        retryLimit: 3,
        retryDelay: 10,
        retryBackoff: true,
        expireInSeconds: 60 * MINUTE,
        deleteAfterSeconds: 24 * 60 * MINUTE,
      },
      concurrency: 2,
      run: ({ importId }) =>
        runCatalogueImport(
          { db, storage: deps.storage, logger, allowPrivatePictures: config.nodeEnv === 'test' },
          importId,
        ),
    },
    'meta.purchase': {
      name: 'meta.purchase',
      // Retried with backoff for about two days; the job gives up by itself once Meta would refuse the event for
      // its age (7 days). The row holds the shopper's address and browser: it goes an hour after the send.
      options: {
        retryLimit: 12,
        retryDelay: 30,
        retryBackoff: true,
        retryDelayMax: 6 * 60 * MINUTE,
        expireInSeconds: MINUTE,
        deleteAfterSeconds: 60 * MINUTE,
      },
      concurrency: 5,
      run: (data) => sendPurchaseEvent({ db, config, logger, secretBox: openSecretBox }, data),
    },
    'payments.settle-stale': {
      name: 'payments.settle-stale',
      options: {
        retryLimit: 1,
        retryDelay: MINUTE,
        expireInSeconds: 10 * MINUTE,
        deleteAfterSeconds: 24 * 60 * MINUTE,
      },
      run: async () => {
        const counts = await settleStaleAttempts(gateways());
        if (counts.asked > 0) logger.info('pending gateway payments asked about', counts);
      },
    },
    'payments.refund': {
      name: 'payments.refund',
      // A retry finds a bKash refund made before it by its status, so a refund is not made twice.
      options: {
        retryLimit: 5,
        retryDelay: MINUTE,
        retryBackoff: true,
        retryDelayMax: 60 * MINUTE,
        expireInSeconds: 5 * MINUTE,
        deleteAfterSeconds: 7 * 24 * 60 * MINUTE,
      },
      run: async (data) => {
        const refunded = await refundCancelledOrder(gateways(), data);
        if (refunded > 0) logger.info('a cancelled order was refunded through its gateways', { ...data, refunded });
      },
    },
  };
}

/** Starts this process's workers and the periodic jobs (once per period across all instances). */
export async function startJobs(jobs: JobQueue, deps: Parameters<typeof jobDefinitions>[0]): Promise<void> {
  await jobs.start(jobDefinitions(deps));
  jobs.every('maintenance.purge', deps.config.purgeIntervalMinutes * MINUTE, { now: true });
  jobs.every('domains.recheck', deps.config.domains.recheckMinutes * MINUTE, { now: false });
  jobs.every('orders.auto-cancel', AUTO_CANCEL_EVERY_MINUTES * MINUTE, { now: true });
  jobs.every('payments.expire-advance', ADVANCE_EXPIRY_EVERY_MINUTES * MINUTE, { now: true });
  jobs.every('couriers.poll', deps.config.couriers.pollMinutes * MINUTE, { now: false });
  jobs.every('payments.settle-stale', SETTLE_STALE_EVERY_MINUTES * MINUTE, { now: false });
  jobs.every('couriers.places', 6 * 60 * MINUTE, { now: false });
}
