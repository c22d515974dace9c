// Losing the connection (docs/product/storefront.md error display): which failures mean "no internet", and waiting
// for the browser to say it is back.
import { useEffect } from 'react';
import { isApiError } from '@haat/api-client/errors';

/** Chromium, Firefox and Safari's words for a script chunk (a page's code) that could not be fetched. */
const CHUNK_LOAD_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/iu;

/** A page's code (a lazily loaded chunk) that could not be fetched. */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_LOAD_FAILURE.test(error.message);
}

/** Whether a failure is the connection's: the browser is offline, an API call got no answer, or a chunk did not load. */
export function isOfflineFailure(error: unknown, online: boolean): boolean {
  if (!online) return true;
  if (isApiError(error)) return error.kind === 'network';
  return (
    isChunkLoadError(error) ||
    (error instanceof TypeError && /Failed to fetch|NetworkError|Load failed/iu.test(error.message))
  );
}

/** The browser's own view; true where there is no browser (the server renders only when it has a request). */
export function browserOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine;
}

/** Calls `onOnline` when the browser says the connection is back, while `active`. */
export function useBackOnline(active: boolean, onOnline: () => void): void {
  const offlineAtRender = active && !browserOnline();
  useEffect(() => {
    if (!active) return undefined;
    // The connection may come back between the render and this effect (a busy phone): its event is then gone.
    if (offlineAtRender && browserOnline()) {
      onOnline();
      return undefined;
    }
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [active, offlineAtRender, onOnline]);
}
