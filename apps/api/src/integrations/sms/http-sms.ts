import { failureForStatus } from '../outbound/external-error.ts';
import { requestJson, TransportError } from '../outbound/http-json.ts';
import { SmsGatewayError, type SmsSender } from './sms.ts';

export interface HttpSmsOptions {
  url: string;
  token: string | undefined;
  timeoutMs?: number;
}

/** Posts `{ to, text }` as JSON to an SMS gateway (Bearer token when configured); any 2xx is taken as sent. */
export function createHttpSms(options: HttpSmsOptions): SmsSender {
  return {
    async send(to, text) {
      let status;
      try {
        ({ status } = await requestJson({
          method: 'POST',
          url: options.url,
          headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
          json: { to, text },
          timeoutMs: options.timeoutMs ?? 10_000,
        }));
      } catch (error) {
        if (error instanceof TransportError)
          throw new SmsGatewayError('http', error.kind === 'timeout' ? 'timeout' : 'unavailable', { cause: error });
        throw error;
      }
      if (status < 200 || status >= 300) throw new SmsGatewayError('http', failureForStatus(status), { status });
      return { gateway: 'http' };
    },
  };
}
