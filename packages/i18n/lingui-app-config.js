// The Lingui config of an app's own catalog (plain JS: loaded by the Lingui CLI and vite.js). The texts of
// @haat/i18n and @haat/ui are in this package's shared catalog (lingui.config.ts); the runtime merges both.
//
//   // apps/<app>/lingui.config.ts
//   import { appLinguiConfig } from '@haat/i18n/lingui-app-config';
//   export default appLinguiConfig();
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

export function appLinguiConfig() {
  return defineConfig({
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
    // Without line numbers, moving code inside a file does not make the catalog out of date.
    format: formatter({ lineNumbers: false }),
    orderBy: 'messageId',
  });
}
