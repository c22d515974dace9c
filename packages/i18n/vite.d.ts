import type { PluginOption } from 'vite';

/** Absolute path of the shared catalog's Lingui config (packages/i18n/lingui.config.ts). */
export declare const sharedConfigPath: string;

export interface LinguiPluginsOptions {
  /** The app's own lingui.config (relative to the cwd, or absolute). Omit in packages without a catalog. */
  appConfigPath?: string;
  /**
   * In a production build's browser environment (`client`): this language's messages travel with the modules that
   * use them, and its catalogs compile to none (vite-carried.js, decision 117). The server and the dev server keep
   * whole catalogs.
   */
  carriedLocale?: string;
}

/** Vite plugins compiling Lingui macros and loading .po catalogs (shared + app). Place before `react()`. */
export declare function linguiPlugins(options?: LinguiPluginsOptions): PluginOption[];
