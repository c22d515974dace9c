/**
 * docs/product/routes.md#shell-states "An unauthorized browser event triggers logout": the API client announces a 401 to a call
 * that carried the customer's session with this window event; the app logs out and goes to the login.
 */
export const UNAUTHORIZED_EVENT = 'haat:unauthorized';

export function announceUnauthorized(): void {
  window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
}

export function onUnauthorized(listener: () => void): () => void {
  window.addEventListener(UNAUTHORIZED_EVENT, listener);
  return () => window.removeEventListener(UNAUTHORIZED_EVENT, listener);
}
