import type { SmsSender } from './sms.ts';

export interface HttpSmsOptions {
  url: string;
  token: string | undefined;
  timeoutMs?: number;
}

/** Posts `{ to, text }` as JSON to an SMS gateway (Bearer token when configured). */
export function createHttpSms(options: HttpSmsOptions): SmsSender {
  return {
    async send(to, text) {
      const response = await fetch(options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
        body: JSON.stringify({ to, text }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`SMS gateway answered HTTP ${response.status}`);
    },
  };
}
