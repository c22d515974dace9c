/** HTTP timeout of the shop and admin clients (docs/product/http-contract.md, §9). */
export const HTTP_TIMEOUT_MS = 10_000;

/**
 * Retries of the shop lookup and the category list (docs/product/rules.md#timeouts-retries-and-caches). React Query owns retries in the
 * apps, so ky itself retries nothing by default: pass these as the queries' `retry`.
 */
export const SHOP_QUERY_RETRIES = 2;
export const CATEGORY_QUERY_RETRIES = 2;

/** Search asks for up to this many results (docs/product/http-contract.md, §9). */
export const SEARCH_PER_PAGE = 100;

/** Domain lookups are cached in memory this long (docs/product/rules.md#hosts-and-shop-addresses). */
export const DOMAIN_CACHE_TTL_MS = 60 * 60 * 1000;
/**
 * Domains the lookup cache holds at most, the least recently asked dropped first: made-up hosts (any Host header
 * reaches the storefront server) cannot grow a server's memory without bound.
 */
export const DOMAIN_CACHE_MAX_ENTRIES = 10_000;
