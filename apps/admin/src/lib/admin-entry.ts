import type { AdminUser } from '@haat/domain/schemas/admin-user';
import type { Locale } from '@haat/i18n/locale';
import { toLocale } from '@haat/i18n/locale';
import { decodeAdminToken, type AdminTokenEnv } from '@haat/token';
import { toPlatform, type Platform } from '../stores/admin-store.ts';
import type { StoredAdmin } from './admin-storage.ts';

/** Query parameters the admin is opened with (docs/product/http-contract.md): removed from the address once read. */
export const ENTRY_PARAMS = ['token', 'lang', 'env'] as const;

export type AdminEntry =
  | {
      kind: 'query';
      user: AdminUser;
      /** What the API gets as Bearer. */
      token: string;
      form: AdminTokenEnv;
      locale: Locale;
      platform: Platform;
      /** The address without the entry parameters. */
      cleanPath: string;
    }
  | {
      kind: 'stored';
      user: AdminUser;
      token: string;
      /** `lang` given without a token. */
      locale: Locale | null;
      platform: Platform | null;
      cleanPath: string | null;
    }
  | {
      kind: 'unauthorized';
      reason: 'no-session' | 'invalid-token';
      detail?: string;
      /** The unauthorized page still speaks the language asked for. */
      locale: Locale | null;
    };

/**
 * Which form to decode (docs/product/rules.md#fields): the owner app passes a JWT, a web host URI-encoded JSON. Our API
 * issues JWTs to both, so with `env=web` a token of three dot-separated parts is still read as a JWT.
 */
export function tokenForm(token: string, platform: Platform): AdminTokenEnv {
  return platform === 'web' && token.split('.').length !== 3 ? 'web' : 'app';
}

/** The credential for the API: the JWT itself, or the session token carried inside the JSON form. */
export function bearerToken(token: string, form: AdminTokenEnv, user: AdminUser): string {
  return form === 'app' ? token : user.token;
}

function withoutEntryParams(url: URL): string | null {
  if (!ENTRY_PARAMS.some((name) => url.searchParams.has(name))) return null;
  const rest = new URLSearchParams(url.searchParams);
  for (const name of ENTRY_PARAMS) rest.delete(name);
  const search = rest.toString();
  return `${url.pathname}${search ? `?${search}` : ''}${url.hash}`;
}

/**
 * How the admin is entered (docs/product/admin.md), without side effects: a token in the query wins and is
 * decoded; otherwise the stored admin is used; neither, or a token that cannot be decoded, is
 * unauthorized.
 */
export function readAdminEntry(url: URL, stored: StoredAdmin | null): AdminEntry {
  const params = url.searchParams;
  const cleanPath = withoutEntryParams(url);
  const queryToken = params.get('token');
  if (queryToken !== null) {
    const platform = toPlatform(params.get('env'));
    const form = tokenForm(queryToken, platform);
    try {
      const user = decodeAdminToken(queryToken, form);
      return {
        kind: 'query',
        user,
        token: bearerToken(queryToken, form, user),
        form,
        locale: toLocale(params.get('lang')),
        platform,
        cleanPath: cleanPath ?? url.pathname,
      };
    } catch (error) {
      return {
        kind: 'unauthorized',
        reason: 'invalid-token',
        detail: (error as Error).message,
        locale: toLocale(params.get('lang')),
      };
    }
  }
  const locale = params.has('lang') ? toLocale(params.get('lang')) : null;
  if (!stored) return { kind: 'unauthorized', reason: 'no-session', locale };
  return {
    kind: 'stored',
    user: stored.user,
    token: stored.token,
    locale,
    platform: params.has('env') ? toPlatform(params.get('env')) : null,
    cleanPath,
  };
}

/** docs/product/admin.md (and the URL's slug): the loaded shop must be the admin's own. */
export function ownsShop(shop: { id: number; slug: string }, user: AdminUser, urlSlug: string | undefined): boolean {
  return shop.id === user.shop_id && shop.slug === urlSlug;
}
