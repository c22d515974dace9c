import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SmsLogStatus } from '@haat/domain/sms-settings';
import type { SmsEvent } from '@haat/domain/sms-templates';

/** Each order event's name in the admin. */
export const smsEventLabels: Record<SmsEvent, MessageDescriptor> = {
  order_placed: msg`Order placed`,
  order_confirmed: msg`Order confirmed`,
  order_shipped: msg`Order shipped`,
  order_delivered: msg`Order delivered`,
  order_canceled: msg`Order canceled`,
  order_returned: msg`Order returned`,
  owner_new_order: msg`New order alert to you`,
};

export const smsLogStatusLabels: Record<SmsLogStatus, MessageDescriptor> = {
  queued: msg`Queued`,
  sending: msg`Sending`,
  sent: msg`Sent`,
  failed: msg`Failed`,
  skipped: msg`Skipped`,
};
