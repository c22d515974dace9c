// What the root middleware learns about a request, for the loaders below it (server only), and what the root route
// passes on to every route.
import { createContext } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { Locale } from '@haat/i18n/locale';
import type { HostMode } from '../lib/host-mode.ts';

export interface RequestState {
  mode: HostMode;
  locale: Locale;
  /** This request's own cache: loaders prefetch into it, the page renders from it, and it is sent to the browser. */
  queryClient: QueryClient;
  /** Whether a custom domain resolved (`unknown`: no shop has it; `failed`: the lookup failed). */
  domain: 'ok' | 'unknown' | 'failed';
}

export const requestContext = createContext<RequestState>();

/** The root route's data: what every route below knows of the request. */
export interface RootData {
  mode: HostMode;
  /** A custom domain that no shop has (`unknown`) or that could not be looked up (`failed`). */
  domain: RequestState['domain'];
  /** The language the page is in (its head is written in it: meta.ts). */
  locale: Locale;
}
