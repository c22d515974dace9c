import { decodeAdminToken } from '@haat/token';

/**
 * The shop an admin token is for. The API signs an owner in for one shop (the oldest, unless the
 * sign-in names another), so only that shop can be opened with the token.
 */
export function tokenShopId(token: string): number | null {
  try {
    return decodeAdminToken(token, token.split('.').length === 3 ? 'app' : 'web').shop_id;
  } catch {
    return null;
  }
}
