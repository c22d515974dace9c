import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/** The admin's own texts; the shared ones (@haat/i18n, @haat/ui) come from @haat/i18n's catalog. */
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
