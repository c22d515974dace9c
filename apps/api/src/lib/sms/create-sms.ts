import type { Config } from '../../env.ts';
import type { Logger } from '../logger.ts';
import { createHttpSms } from './http-sms.ts';
import { createLogSms } from './log-sms.ts';
import type { SmsSender } from './sms.ts';

export function createSms(config: Pick<Config, 'sms'>, logger: Logger): SmsSender {
  return config.sms.driver === 'log' ? createLogSms(logger) : createHttpSms(config.sms);
}
