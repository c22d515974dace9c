import type { IncomingMessage, ServerResponse } from 'node:http';

export function staticBuildHandler(
  dir: string,
): (request: IncomingMessage, response: ServerResponse, next?: () => void) => void;
