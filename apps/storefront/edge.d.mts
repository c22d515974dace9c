// Types of edge.mjs (plain JavaScript, run by server.mjs without a build), for its tests.
export function hostRefusal(host: string | undefined): string | null;
export function encodingFor(header: string | string[] | undefined): 'br' | 'gzip' | null;
export function acceptsGzip(header: string | string[] | undefined): boolean;
export function etagMatches(header: string | undefined, etag: string | undefined): boolean;
export function gatewayFormReturn(method: string | undefined, url: string, body: string): string | null;
