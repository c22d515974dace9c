import { appLinguiConfig } from '@haat/i18n/lingui-app-config';

/** The storefront's own texts; the shared ones (@haat/i18n, @haat/ui) come from @haat/i18n's catalog. */
export default appLinguiConfig();
