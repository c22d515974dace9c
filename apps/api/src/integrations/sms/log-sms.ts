import type { Logger } from '../../platform/observability/logger.ts';
import type { SmsSender } from './sms.ts';

const lastByNumber = new Map<string, string>();

/** Development sender: writes each message to the log and remembers the last one per number. */
export function createLogSms(logger: Logger): SmsSender {
  return {
    send(to, text) {
      lastByNumber.set(to, text);
      logger.info('sms', { to, text });
      return Promise.resolve();
    },
  };
}

/** The last text the log sender sent to a number in this process (for tests and local use). */
export function lastSmsTo(number: string): string | undefined {
  return lastByNumber.get(number);
}
