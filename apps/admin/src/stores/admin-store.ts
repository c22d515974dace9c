import type { AdminUser } from '@haat/domain/schemas/admin-user';
import type { ApkLead, Shop } from '@haat/domain/schemas';
import { create } from 'zustand';
import { clearStoredAdmin, readStoredAdmin, writeStoredAdmin } from '../lib/admin-storage.ts';

/** Where the admin was opened from: the owner's mobile app (default) or a web host (docs/product/http-contract.md `env`). */
export type Platform = 'app' | 'web';
export const DEFAULT_PLATFORM: Platform = 'app';

export function toPlatform(value: unknown): Platform {
  return value === 'web' ? 'web' : DEFAULT_PLATFORM;
}

export interface AdminState {
  user: AdminUser | null;
  token: string | null;
  /** True while the admin's shop is being loaded. */
  loading: boolean;
  shopSlug: string | null;
  currentShop: Shop | null;
  /** The shop's app-building request. */
  apkLead: ApkLead | null;
  platform: Platform;
  /** Keeps the admin in memory and in local storage. */
  signIn: (user: AdminUser, token: string) => void;
  setShop: (shop: Shop, apkLead?: ApkLead | null) => void;
  setApkLead: (apkLead: ApkLead | null) => void;
  setLoading: (loading: boolean) => void;
  setPlatform: (platform: Platform) => void;
  /** Forgets the admin, in memory and in local storage. */
  clear: () => void;
}

function initialSession() {
  const stored = readStoredAdmin();
  return { user: stored?.user ?? null, token: stored?.token ?? null };
}

const emptyShop = { shopSlug: null, currentShop: null, apkLead: null } as const;

export const useAdminStore = create<AdminState>()((set, get) => ({
  ...initialSession(),
  ...emptyShop,
  loading: false,
  platform: DEFAULT_PLATFORM,
  signIn: (user, token) => {
    writeStoredAdmin({ user, token, shopId: user.shop_id });
    const sameShop = get().user?.shop_id === user.shop_id;
    set({ user, token, ...(sameShop ? {} : emptyShop) });
  },
  setShop: (shop, apkLead) =>
    set((state) => ({
      currentShop: shop,
      shopSlug: shop.slug,
      apkLead: apkLead === undefined ? state.apkLead : apkLead,
    })),
  setApkLead: (apkLead) => set({ apkLead }),
  setLoading: (loading) => set({ loading }),
  setPlatform: (platform) => set({ platform }),
  clear: () => {
    clearStoredAdmin();
    set({ user: null, token: null, loading: false, ...emptyShop });
  },
}));

/** docs/product/admin.md: authenticated only if both token and user are present. */
export function isAuthenticated(state: Pick<AdminState, 'user' | 'token'>): boolean {
  return state.user !== null && state.token !== null && state.token !== '';
}

/** Back to the state of a fresh page load (tests). */
export function resetAdminStore(): void {
  useAdminStore.setState({ ...initialSession(), ...emptyShop, loading: false, platform: DEFAULT_PLATFORM });
}
