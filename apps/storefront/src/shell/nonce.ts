import { createContext, useContext } from 'react';

/** The CSP nonce of the server's inline scripts (empty in the browser, which hides nonces from the DOM). */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
