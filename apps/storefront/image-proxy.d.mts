// Types of image-proxy.mjs (plain JavaScript, run by server.mjs without a build), for its tests.
import type { IncomingMessage, ServerResponse } from 'node:http';

export function isImageRequest(url: string | undefined): boolean;
export function createImageProxy(upstream: string): (req: IncomingMessage, res: ServerResponse) => void;
