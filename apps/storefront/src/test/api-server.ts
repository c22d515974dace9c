/// <reference types="node" />
// A real HTTP server standing in for the API in component tests: it answers as each test tells it
// and records what it received. The app's API URL is fixed at build time (vitest.config.ts sets
// VITE_API_URL to this port, api-port.ts), so test files take turns on the port: listen() waits while another
// file holds it.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';

import { testPowChallenge } from '@haat/api-client/testing/proof-of-work';

import { TEST_API_PORT } from './api-port.ts';

export const TEST_API_ORIGIN = `http://127.0.0.1:${TEST_API_PORT}`;

export interface ReceivedRequest {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export type Reply = { status?: number; json?: unknown; headers?: Record<string, string> } | 'hang';
export type Handler = (request: ReceivedRequest) => Reply | Promise<Reply>;

export interface TestApi {
  requests: ReceivedRequest[];
  /** Answers `METHOD /api/shop/…` (the pathname, decoded); anything else is a 404 envelope. */
  on(method: string, pathname: string, reply: Reply | Handler): void;
  close(): Promise<void>;
}

export const ok = (data: unknown, status = 200): Reply => ({ status, json: { status, message: 'OK', data } });
export const fail = (status: number, message: string): Reply => ({ status, json: { status, message } });

function listen(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const onError = (error: NodeJS.ErrnoException) => {
        if (error.code !== 'EADDRINUSE') return reject(error);
        setTimeout(attempt, 25);
      };
      server.once('error', onError);
      server.listen(TEST_API_PORT, '127.0.0.1', () => {
        server.off('error', onError);
        resolve();
      });
    };
    attempt();
  });
}

export async function startTestApi(): Promise<TestApi> {
  const routes = new Map<string, Reply | Handler>();
  // The proof of work a code form solves before asking for a code (decision 192); a test may answer otherwise.
  routes.set('GET /api/shop/auth/challenge', async () => ok(await testPowChallenge()));
  const requests: ReceivedRequest[] = [];
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const request: ReceivedRequest = {
        method: incoming.method ?? 'GET',
        url: new URL(incoming.url ?? '/', TEST_API_ORIGIN),
        headers: incoming.headers,
        body: text ? (JSON.parse(text) as unknown) : undefined,
      };
      requests.push(request);
      const cors = {
        'access-control-allow-origin': '*',
        'access-control-allow-headers': '*',
        'access-control-allow-methods': '*',
        'access-control-expose-headers': 'Retry-After',
      };
      if (request.method === 'OPTIONS') {
        outgoing.writeHead(204, cors).end();
        return;
      }
      const route = routes.get(`${request.method} ${decodeURIComponent(request.url.pathname)}`);
      void Promise.resolve(typeof route === 'function' ? route(request) : (route ?? fail(404, 'Not found'))).then(
        (reply) => {
          if (reply === 'hang') return;
          outgoing.writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...cors, ...reply.headers });
          outgoing.end(JSON.stringify(reply.json ?? null));
        },
      );
    });
  });
  await listen(server);
  return {
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
