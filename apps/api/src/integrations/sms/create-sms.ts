import type { Config } from '../../platform/config/env.ts';
import type { Logger } from '../../platform/observability/logger.ts';
import { createBulkSmsBdSms } from './bulksmsbd-sms.ts';
import { createHttpSms } from './http-sms.ts';
import { createLogSms } from './log-sms.ts';
import type { SmsSender } from './sms.ts';
import { createSslWirelessSms } from './ssl-wireless-sms.ts';

/** The sender SMS_GATEWAY names. */
export function createSms(config: Pick<Config, 'sms'>, logger: Logger): SmsSender {
  const sms = config.sms;
  switch (sms.driver) {
    case 'log':
      return createLogSms(logger);
    case 'http':
      return createHttpSms(sms);
    case 'bulksmsbd':
      return createBulkSmsBdSms(sms);
    case 'sslwireless':
      return createSslWirelessSms(sms);
  }
}
