import { appLinguiConfig } from '@haat/i18n/lingui-app-config';

/** The admin's own texts; the shared ones (@haat/i18n, @haat/ui) come from @haat/i18n's catalog. */
export default appLinguiConfig();
