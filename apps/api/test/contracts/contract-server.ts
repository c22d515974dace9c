/**
 * The plumbing of the contract servers in this folder: a node:http server on a random local port that
 * records every request and answers through the service's contract (one file per service, each answering
 * as that service's documentation says). `slow(ms)` holds every answer back, to drive an adapter into its
 * timeout; `failNext(status)` answers the next request with a bare 5xx, as a proxy in front of a service would.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ContractRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  text: string;
  /** The body parsed as JSON (undefined when it is not). */
  json: unknown;
  /** The body parsed as a form (empty when it is not one). */
  form: URLSearchParams;
}

export interface ContractAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type ContractHandler = (request: ContractRequest) => ContractAnswer | Promise<ContractAnswer>;

export interface ContractServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** Every request received, in order. */
  received: ContractRequest[];
  /** Every answer is held back this long (0: none). */
  slow(ms: number): void;
  /** The next request gets this status with an HTML body, as from a proxy in front of the service. */
  failNext(status: number): void;
  close(): Promise<void>;
}

export async function startContractServer(handler: ContractHandler): Promise<ContractServer> {
  const received: ContractRequest[] = [];
  let delayMs = 0;
  let failure: number | undefined;
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const url = new URL(incoming.url ?? '/', 'http://contract.local');
      const request: ContractRequest = {
        method: incoming.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: incoming.headers,
        text,
        json: parseJson(text),
        form: /application\/x-www-form-urlencoded/u.test(incoming.headers['content-type'] ?? '')
          ? new URLSearchParams(text)
          : new URLSearchParams(),
      };
      received.push(request);
      const forced = failure;
      failure = undefined;
      void (async () => {
        const answer: ContractAnswer = forced
          ? {
              status: forced,
              body: '<html><body>502 Bad Gateway</body></html>',
              headers: { 'content-type': 'text/html' },
            }
          : await handler(request);
        if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
        if (outgoing.destroyed) return;
        const isText = typeof answer.body === 'string';
        const body = answer.body === undefined ? '' : isText ? (answer.body as string) : JSON.stringify(answer.body);
        outgoing.writeHead(answer.status, {
          'content-type': isText ? 'text/plain' : 'application/json',
          ...answer.headers,
        });
        outgoing.end(body);
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    slow(ms) {
      delayMs = ms;
    },
    failNext(status) {
      failure = status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}
