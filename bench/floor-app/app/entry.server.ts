// Streams the page as the storefront's entry does (renderToPipeableStream, the shell first), with the storefront
// page's body (FLOOR_PAGE_FILE, as plain elements made once) for the product route.
import { readFileSync } from 'node:fs';
import { PassThrough } from 'node:stream';
import { createElement, type ReactElement, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';
import { createReadableStreamFromReadable } from '@react-router/node';
import { pageTree } from '../../src/suites/ssr-floor.ts';
import { PageBodyContext } from './page-body.ts';

const childrenOf = (element: ReactElement) => (element.props as { children?: ReactNode }).children;
const [, body] = childrenOf(pageTree(readFileSync(process.env['FLOOR_PAGE_FILE']!, 'utf8')).tree) as ReactElement[];
const pageBody = childrenOf(body!);

export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const page = createElement(
      PageBodyContext.Provider,
      { value: pageBody },
      createElement(ServerRouter, { context: routerContext, url: request.url }),
    );
    const { pipe } = renderToPipeableStream(page, {
      onShellReady() {
        const stream = new PassThrough();
        headers.set('Content-Type', 'text/html; charset=utf-8');
        resolve(new Response(createReadableStreamFromReadable(stream), { headers, status }));
        pipe(stream);
      },
      onShellError: reject,
    });
  });
}
