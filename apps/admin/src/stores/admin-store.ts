import type { AdminUser } from '@haat/domain/schemas/admin-user';
import { create } from 'zustand';
import { clearStoredAdmin, readStoredAdmin, writeStoredAdmin } from '../lib/admin-storage.ts';

/** Where the admin was opened from: the owner's mobile app (default) or a web host (docs/product/http-contract.md `env`). */
export type Platform = 'app' | 'web';
export const DEFAULT_PLATFORM: Platform = 'app';

export function toPlatform(value: unknown): Platform {
  return value === 'web' ? 'web' : DEFAULT_PLATFORM;
}

/** Who the admin is and where it was opened from: client state only (the shop and its data are TanStack Query's). */
export interface AdminState {
  user: AdminUser | null;
  token: string | null;
  platform: Platform;
  /** Keeps the admin in memory and in local storage. */
  signIn: (user: AdminUser, token: string) => void;
  setPlatform: (platform: Platform) => void;
  /** Forgets the admin, in memory and in local storage. */
  clear: () => void;
}

function initialSession() {
  const stored = readStoredAdmin();
  return { user: stored?.user ?? null, token: stored?.token ?? null };
}

export const useAdminStore = create<AdminState>()((set) => ({
  ...initialSession(),
  platform: DEFAULT_PLATFORM,
  signIn: (user, token) => {
    writeStoredAdmin({ user, token, shopId: user.shop_id });
    set({ user, token });
  },
  setPlatform: (platform) => set({ platform }),
  clear: () => {
    clearStoredAdmin();
    set({ user: null, token: null });
  },
}));

/** docs/product/admin.md: authenticated only if both token and user are present. */
export function isAuthenticated(state: Pick<AdminState, 'user' | 'token'>): boolean {
  return state.user !== null && state.token !== null && state.token !== '';
}

/** Back to the state of a fresh page load (tests). */
export function resetAdminStore(): void {
  useAdminStore.setState({ ...initialSession(), platform: DEFAULT_PLATFORM });
}
