import { adminUserSchema, type AdminUser } from '@haat/domain/schemas/admin-user';
import * as v from 'valibot';

/** Local storage keys of the admin session (docs/product/admin.md#admin-state). */
export const ADMIN_STORAGE_KEYS = {
  user: 'admin_user',
  token: 'admin_token',
  shopId: 'admin_shop_id',
} as const;

export interface StoredAdmin {
  user: AdminUser;
  /** What the API receives as `Authorization: Bearer …`. */
  token: string;
  shopId: number;
}

// Storage can be missing or throw (blocked storage, private mode): both mean "nothing stored".
function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** The stored admin, or null when any of the three keys is missing or unreadable. */
export function readStoredAdmin(): StoredAdmin | null {
  try {
    const store = storage();
    const rawUser = store?.getItem(ADMIN_STORAGE_KEYS.user);
    const token = store?.getItem(ADMIN_STORAGE_KEYS.token);
    const shopId = Number(store?.getItem(ADMIN_STORAGE_KEYS.shopId));
    if (!rawUser || !token || !Number.isInteger(shopId)) return null;
    const user = v.safeParse(adminUserSchema, JSON.parse(rawUser));
    if (!user.success || user.output.shop_id !== shopId) return null;
    return { user: user.output, token, shopId };
  } catch {
    return null;
  }
}

export function writeStoredAdmin(admin: StoredAdmin): void {
  try {
    const store = storage();
    store?.setItem(ADMIN_STORAGE_KEYS.user, JSON.stringify(admin.user));
    store?.setItem(ADMIN_STORAGE_KEYS.token, admin.token);
    store?.setItem(ADMIN_STORAGE_KEYS.shopId, String(admin.shopId));
  } catch {
    // A full or blocked storage only loses the session on reload.
  }
}

export function clearStoredAdmin(): void {
  try {
    const store = storage();
    for (const key of Object.values(ADMIN_STORAGE_KEYS)) store?.removeItem(key);
  } catch {
    // Nothing stored that could be removed.
  }
}
