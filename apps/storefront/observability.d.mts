// Types of observability.mjs (plain JavaScript, run by server.mjs without a build), for its tests.
import type { Server } from 'node:http';
import type { Logger } from 'pino';
import type { Counter, Histogram, Registry } from 'prom-client';

export const logger: Logger;
export function requestIdOf(header: string | string[] | undefined): string;
export function pathOf(url: string | undefined): string;
export function createMetrics(): {
  registry: Registry;
  requests: Counter<'kind' | 'status'>;
  render: Histogram<'cache'>;
  pageCache: Counter<'result'>;
  upstreamErrors: Counter<'kind'>;
};
export function serveMetrics(registry: Registry, port: number, host: string): Promise<Server | null>;
