import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/** The storefront's own catalog; texts of @haat/i18n and @haat/ui come from the shared one. */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['bn', 'en'],
  fallbackLocales: { default: 'bn' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.*', '**/test/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
