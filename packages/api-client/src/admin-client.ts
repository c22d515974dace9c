import type { DomainRecord } from '@haat/domain/schemas';
import { createCaller, createDownloader, type Caller, type Downloader } from './call.ts';
import { getDomainInfo, isDomainAllowed } from './domain-info.ts';
import { createHttp } from './http.ts';

export interface AdminClientOptions {
  /** The admin v2 base (domain lookups). */
  v2BaseUrl: string;
  /** The admin v3 base (everything the owner's admin does). */
  v3BaseUrl: string;
  /** The admin token, read on every call (the admin app reads its storage). */
  getToken: () => string | null | undefined;
  /** The user's language, sent as Accept-Language on every call (the API's SMS texts follow it). */
  getLanguage?: () => string | null | undefined;
  /** The shop id sent as `shop_id` on every call, read on every call. */
  getShopId: () => number | string | null | undefined;
  /** After a 401 to a call with a session (the admin goes to /admin/unauthorized). */
  onUnauthorized?: () => void;
  /** Per-attempt timeout in ms (default 10000). */
  timeout?: number;
  /** ky's own retries of GET calls (default 0). */
  retry?: number;
}

export interface AdminClient {
  /**
   * Calls an endpoint of the admin v3 base (`@haat/api-contract/admin`) with the Bearer token and `shop_id`
   * (sign-in endpoints without either): `client.call(admin.getOrder, { params: { id } })`.
   */
  call: Caller<'admin'>;
  /** Downloads a file answer of the admin v3 base with the token and `shop_id`: `client.download(admin.exportCustomers)`. */
  download: Downloader<'admin'>;
  /** `GET {v2}/getDomainInfo` through the shared one-hour cache. */
  getDomainInfo(domain: string): Promise<DomainRecord | null>;
  /** `GET {v2}/domain-allowed` */
  isDomainAllowed(domain: string): Promise<boolean>;
}

export function createAdminClient(options: AdminClientOptions): AdminClient {
  const http = createHttp({
    baseUrl: options.v3BaseUrl,
    timeout: options.timeout,
    retry: options.retry,
    onUnauthorized: options.onUnauthorized,
    getToken: options.getToken,
    getLanguage: options.getLanguage,
    getDefaultParams: () => {
      const shopId = options.getShopId();
      return { shop_id: shopId === '' ? undefined : shopId };
    },
  });
  const v2 = { v2BaseUrl: options.v2BaseUrl, timeout: options.timeout };
  return {
    call: createCaller<'admin'>(http),
    download: createDownloader<'admin'>(http),
    getDomainInfo: (domain) => getDomainInfo(domain, v2),
    isDomainAllowed: (domain) => isDomainAllowed(domain, v2),
  };
}
