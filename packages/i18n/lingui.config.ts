import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The shared catalog: texts of @haat/i18n itself and of the UI kit (@haat/ui).
 * Each app has its own config and catalog for its screens; the runtime merges both.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['bn', 'en'],
  fallbackLocales: { default: 'bn' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src', '<rootDir>/../ui/src'],
      exclude: ['**/node_modules/**', '**/test/**', '**/*.test.*', '**/*.test-d.*', '**/*.stories.*'],
    },
  ],
  // Without line numbers, moving code inside a file does not make the catalog out of date.
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
