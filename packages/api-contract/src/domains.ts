/** Admin v2 base (`/api/admin/v2`): custom-domain lookups for the storefront and the TLS proxy. */

export { getDomainInfo } from './domains/get-domain-info.ts';
export { isDomainAllowed } from './domains/is-domain-allowed.ts';
