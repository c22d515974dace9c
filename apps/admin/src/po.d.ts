// Catalogs are compiled on import by @lingui/vite-plugin (see vite.js).
declare module '*.po' {
  import type { Messages } from '@lingui/core';

  export const messages: Messages;
}
