/// <reference types="node" />
// A real HTTP server standing in for the API in component tests: it records what it receives and
// answers as each test tells it. Started once per test file by setup.ts (the app's API URL points at it).
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { testPowChallenge } from '@haat/api-client/testing/proof-of-work';

export interface ReceivedRequest {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  body: string;
  /** The body parsed as JSON, when it is JSON. */
  json: unknown;
}

export type Reply = { status?: number; json?: unknown } | 'hang';
export type Handler = (request: ReceivedRequest) => Reply | Promise<Reply>;

/** The answer envelope of docs/product/http-contract.md. */
export function ok(data: unknown, status = 200): Reply {
  return { status, json: { status, message: 'OK', data } };
}

export function fail(status: number, message: string, errors?: Record<string, string[]>): Reply {
  return { status, json: errors ? { status, message, errors } : { status, message } };
}

export interface ApiServer {
  origin: string;
  requests: ReceivedRequest[];
  /** Answers `METHOD pathname` with a reply or a handler; anything else is a 404 envelope. */
  on(method: string, pathname: string, reply: Reply | Handler): void;
  reset(): void;
  close(): Promise<void>;
}

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, content-type, accept, idempotency-key',
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
};

/** Answered unless a test says otherwise: the proof of work a code form solves before asking for a code (decision 192). */
const defaultRoutes = new Map<string, Handler>([
  ['GET /api/admin/v3/auth/challenge', async () => ok(await testPowChallenge())],
]);

export async function startApiServer(): Promise<ApiServer> {
  const routes = new Map<string, Reply | Handler>();
  const requests: ReceivedRequest[] = [];
  const server: Server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      if (incoming.method === 'OPTIONS') {
        outgoing.writeHead(204, CORS_HEADERS).end();
        return;
      }
      const body = Buffer.concat(chunks).toString('utf8');
      let json: unknown;
      try {
        json = body ? JSON.parse(body) : undefined;
      } catch {
        json = undefined;
      }
      const request: ReceivedRequest = {
        method: incoming.method ?? 'GET',
        url: new URL(incoming.url ?? '/', 'http://api.test'),
        headers: incoming.headers,
        body,
        json,
      };
      requests.push(request);
      const route =
        routes.get(`${request.method} ${decodeURIComponent(request.url.pathname)}`) ??
        defaultRoutes.get(`${request.method} ${decodeURIComponent(request.url.pathname)}`);
      void Promise.resolve(
        typeof route === 'function'
          ? route(request)
          : (route ?? fail(404, `No route for ${request.method} ${incoming.url}`)),
      ).then((reply) => {
        if (reply === 'hang') return;
        outgoing.writeHead(reply.status ?? 200, { ...CORS_HEADERS, 'content-type': 'application/json' });
        outgoing.end(reply.json === undefined ? '' : JSON.stringify(reply.json));
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
    reset() {
      routes.clear();
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

let current: ApiServer | null = null;

/** The API stand-in of the running test file. */
export function apiServer(): ApiServer {
  if (!current) throw new Error('The API test server is started by src/test/setup.ts');
  return current;
}

export function setApiServer(server: ApiServer | null): void {
  current = server;
}
