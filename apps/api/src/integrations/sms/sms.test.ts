import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../platform/observability/logger.ts';
import { createHttpSms } from './http-sms.ts';
import { createLogSms, lastSmsTo } from './log-sms.ts';

describe('log SMS sender', () => {
  it('writes each message to the log and keeps the last one per number', async () => {
    const lines: string[] = [];
    const sms = createLogSms(createLogger('info', (line) => lines.push(line)));
    await sms.send('01711000111', 'Your code is 111111');
    await sms.send('01711000111', 'Your code is 222222');
    await sms.send('01811000222', 'Hello');
    expect(lastSmsTo('01711000111')).toBe('Your code is 222222');
    expect(lastSmsTo('01811000222')).toBe('Hello');
    expect(lastSmsTo('01911000333')).toBeUndefined();
    // The development sender's line holds the text (to read a code from), never the number.
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: 'info',
      msg: 'sms',
      to: '[redacted]',
      text: 'Your code is 111111',
    });
  });
});

describe('HTTP SMS gateway', () => {
  const received: { headers: Record<string, unknown>; body: unknown }[] = [];
  let status = 200;
  let delayMs = 0;
  let url: string;
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ headers: request.headers, body: JSON.parse(body) });
      setTimeout(() => response.writeHead(status).end('{}'), delayMs);
    });
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('posts { to, text } as JSON with the bearer token', async () => {
    await createHttpSms({ url, token: 'gateway-token' }).send('01711000111', 'কোড 123456');
    expect(received.at(-1)).toMatchObject({
      headers: { 'content-type': 'application/json', authorization: 'Bearer gateway-token' },
      body: { to: '01711000111', text: 'কোড 123456' },
    });
  });

  it('fails on an error status and on a timeout', async () => {
    status = 502;
    await expect(createHttpSms({ url, token: undefined }).send('01711000111', 'x')).rejects.toThrow(/HTTP 502/u);
    status = 200;
    delayMs = 500;
    await expect(createHttpSms({ url, token: undefined, timeoutMs: 50 }).send('01711000111', 'x')).rejects.toThrow(
      /timeout|abort/iu,
    );
    delayMs = 0;
  });
});
