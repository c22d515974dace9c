// A document rendered to a streamed Response on the server, with a deadline for what has not loaded by then.
import { PassThrough } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createReadableStreamFromReadable } from '@react-router/node';

export interface StreamDocumentOptions {
  /** The CSP nonce of React's inline scripts. */
  nonce: string;
  /** Answer once everything has loaded (crawlers) rather than as soon as the shell is ready. */
  waitForAll: boolean;
  status: number;
  headers: Headers;
  /**
   * When to stop waiting for what has not loaded: React then sends those parts' fallbacks and the browser renders
   * them. The timer is cleared as soon as everything has loaded: it holds the whole render (React's request, the
   * route data, the request's query cache), so a timer left running kept every page rendered in the last
   * `deadlineMs` in memory, ≈ 150 KB each (docs/performance.md, decision 194).
   */
  deadlineMs: number;
  /** Errors of the render after the shell (a part that failed is rendered by the browser instead); 500 then. */
  onError: (error: unknown) => void;
}

export function streamDocument(element: ReactNode, options: StreamDocumentOptions): Promise<Response> {
  return new Promise((resolve, reject) => {
    let failed = false;
    // React calls back only after this function has returned (its work starts on setImmediate), so `deadline` is set.
    const settled = () => clearTimeout(deadline);
    const respond = () => {
      const body = new PassThrough();
      resolve(
        new Response(createReadableStreamFromReadable(body), {
          headers: options.headers,
          status: failed ? 500 : options.status,
        }),
      );
      pipe(body);
    };
    const { pipe, abort } = renderToPipeableStream(element, {
      nonce: options.nonce,
      onShellReady() {
        if (!options.waitForAll) respond();
      },
      onAllReady() {
        settled();
        if (options.waitForAll) respond();
      },
      onShellError(error: unknown) {
        settled();
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError(error: unknown) {
        failed = true;
        options.onError(error);
      },
    });
    const deadline = setTimeout(abort, options.deadlineMs);
  });
}
