import { create } from 'zustand';
import * as v from 'valibot';
import { customerSchema, type Customer, type CustomerSession } from '@haat/domain/schemas';
import { setCustomerTokenSource } from '../../lib/api.ts';
import { readJson, readText, removeKey, storageKeys, writeJson, writeText } from '../../lib/storage.ts';

export interface AuthState {
  /** The shop this session belongs to (a customer account belongs to one shop). */
  slug: string | null;
  user: Customer | null;
  token: string | null;
  /** docs/product/routes.md#shell-states: a stored customer token and customer exist for the shop. */
  isAuthenticated: boolean;
  /** Loads `{slug}_customer_token` and `{slug}_customer`. */
  load: (slug: string) => void;
  /** Keeps the session of a login, registration or password reset. */
  login: (session: CustomerSession) => void;
  /** After the customer edited their details. */
  setUser: (user: Customer) => void;
  /**
   * docs/product/routes.md#shell-states: removes the customer token, the customer and current_shop from storage and clears the
   * session. Going to the shop login is the app's part (useLogout, and the 401 handler).
   */
  logout: () => void;
}

const signedOut = { user: null, token: null, isAuthenticated: false } as const;

function readSession(slug: string): Pick<AuthState, 'user' | 'token' | 'isAuthenticated'> {
  const token = readText(storageKeys.customerToken(slug));
  const customer = v.safeParse(customerSchema, readJson(storageKeys.customer(slug)));
  if (!token || !customer.success) return signedOut;
  return { user: customer.output, token, isAuthenticated: true };
}

export const useAuthStore = create<AuthState>()((set, get) => ({
  slug: null,
  ...signedOut,

  load: (slug) => set({ slug, ...readSession(slug) }),

  login({ token, customer }) {
    const { slug } = get();
    if (slug) {
      writeText(storageKeys.customerToken(slug), token);
      writeJson(storageKeys.customer(slug), customer);
    }
    set({ user: customer, token, isAuthenticated: true });
  },

  setUser(user) {
    const { slug, isAuthenticated } = get();
    if (!isAuthenticated) return;
    if (slug) writeJson(storageKeys.customer(slug), user);
    set({ user });
  },

  logout() {
    const { slug } = get();
    if (slug) {
      removeKey(storageKeys.customerToken(slug));
      removeKey(storageKeys.customer(slug));
    }
    removeKey(storageKeys.currentShop);
    set(signedOut);
  },
}));

// The API client sends this session's token (src/lib/api.ts).
setCustomerTokenSource(() => useAuthStore.getState().token);
