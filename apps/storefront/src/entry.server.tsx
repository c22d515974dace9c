// Renders a request on the server: streamed as soon as the shell is ready (crawlers get the whole page at once), in
// the request's language, from the request's own query cache, with a nonce on every inline script.
import { randomBytes } from 'node:crypto';
import { QueryClientProvider } from '@tanstack/react-query';
import { isbot } from 'isbot';
import { ServerRouter, type EntryContext, type RouterContextProvider } from 'react-router';
import { I18nProvider } from '@haat/i18n/react';
import { apiCallUrl } from './lib/api.ts';
import { i18nForLocale } from './lib/i18n.ts';
import { StylesheetTextContext } from './shell/inline-stylesheets.tsx';
import { NonceContext } from './shell/nonce.ts';
import { requestContext } from './shell/request-context.ts';
import { responseHeaders } from './shell/server-headers.ts';
import { streamDocument } from './shell/stream-document.ts';
import { builtStylesheetText } from './shell/stylesheet-text.server.ts';

export const streamTimeout = 10_000;

/** Where server.mjs relays the pages' `/images/…` requests (image-proxy.mjs): the API as this server reaches it. */
export const imagesUpstream = apiCallUrl;

export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
): Promise<Response> {
  const state = loadContext.get(requestContext);
  const i18n = await i18nForLocale(state.locale);
  const nonce = randomBytes(16).toString('base64');
  const waitForAll = isbot(request.headers.get('User-Agent') ?? '') || routerContext.isSpaMode;
  const url = new URL(request.url);
  for (const [name, value] of responseHeaders({ routerContext, mode: state.mode, status, nonce, url, request })) {
    headers.set(name, value);
  }
  headers.set('Content-Type', 'text/html; charset=utf-8');

  return streamDocument(
    <NonceContext.Provider value={nonce}>
      <StylesheetTextContext.Provider value={builtStylesheetText}>
        <I18nProvider instance={i18n}>
          <QueryClientProvider client={state.queryClient}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </QueryClientProvider>
        </I18nProvider>
      </StylesheetTextContext.Provider>
    </NonceContext.Provider>,
    {
      nonce,
      waitForAll,
      status,
      headers,
      // After React Router's own streamTimeout, so its rejected boundaries have time to flush down.
      deadlineMs: streamTimeout + 1000,
      onError: (error) => console.error(error),
    },
  );
}
