/// <reference types="node" />
// A real HTTP server for the client's tests: it records what it receives and answers as told.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  /** The path and query exactly as sent (still percent-encoded). */
  rawUrl: string;
  url: URL;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** `hang` never answers (for timeouts). */
export type Reply =
  { status?: number; json?: unknown; text?: string; contentType?: string; headers?: Record<string, string> } | 'hang';
export type Handler = (request: ReceivedRequest) => Reply | Promise<Reply>;

export interface TestServer {
  origin: string;
  requests: ReceivedRequest[];
  /** Answers `METHOD pathname` (pathname decoded) with a reply or a handler; anything else is a 404 envelope. */
  on(method: string, pathname: string, reply: Reply | Handler): void;
  close(): Promise<void>;
}

/** The answer envelope of docs/product/http-contract.md. */
export function ok(data: unknown, status = 200): Reply {
  return { status, json: { status, message: 'OK', data } };
}

export function fail(status: number, message: string, errors?: Record<string, string[]>): Reply {
  return { status, json: errors ? { status, message, errors } : { status, message } };
}

export async function startTestServer(): Promise<TestServer> {
  const routes = new Map<string, Reply | Handler>();
  const requests: ReceivedRequest[] = [];
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const rawUrl = incoming.url ?? '/';
      const request: ReceivedRequest = {
        method: incoming.method ?? 'GET',
        rawUrl,
        url: new URL(rawUrl, 'http://test.invalid'),
        headers: incoming.headers,
        body: Buffer.concat(chunks),
      };
      requests.push(request);
      const route = routes.get(`${request.method} ${decodeURIComponent(request.url.pathname)}`);
      void Promise.resolve(
        typeof route === 'function' ? route(request) : (route ?? fail(404, `No route for ${request.method} ${rawUrl}`)),
      ).then((reply) => {
        if (reply === 'hang') return;
        const body = reply.json === undefined ? (reply.text ?? '') : JSON.stringify(reply.json);
        outgoing.writeHead(reply.status ?? 200, {
          'content-type': reply.contentType ?? (reply.json === undefined ? 'text/plain' : 'application/json'),
          ...reply.headers,
        });
        outgoing.end(body);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    on(method, pathname, reply) {
      routes.set(`${method.toUpperCase()} ${pathname}`, reply);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
