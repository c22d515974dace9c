// What the root middleware learns about a request, for the loaders below it (server only).
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
