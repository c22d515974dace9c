// Vite plugins for Lingui in Haat's apps and packages (plain JS: loaded by vite/vitest config files).
//
//   import react from '@vitejs/plugin-react';
//   import { linguiPlugins } from '@haat/i18n/vite';
//   plugins: [...linguiPlugins({ appConfigPath: './lingui.config.ts' }), react()]
//
// The shared catalog (packages/i18n/src/locales/*.po) is always compiled with the shared Lingui
// config; an app's own .po files with the app's config. Without `appConfigPath` (a package such as
// @haat/ui), only the shared catalog and the macros are handled.
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import babel from '@rolldown/plugin-babel';
import linguiMacroPlugin from '@lingui/babel-plugin-lingui-macro';
import { getConfig } from '@lingui/conf';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import { carriedMessages } from './vite-carried.js';

export const sharedConfigPath = fileURLToPath(new URL('./lingui.config.ts', import.meta.url));
const sharedLocalesDir = fileURLToPath(new URL('./src/locales/', import.meta.url));

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const sharedCatalogId = new RegExp(`^${escapeRegExp(sharedLocalesDir)}[^/]+\\.po(\\?.*)?$`);
const anyCatalogId = /\.po(\?.*)?$|\?lingui$/;

/**
 * Restricts the catalog loader of one `lingui()` instance to the .po files it owns.
 * @param {import('vite').Plugin[]} plugins
 * @param {string} label
 * @param {(id: string, environment: string | undefined) => boolean} owns
 * @returns {import('vite').Plugin[]}
 */
function scopeCatalogLoader(plugins, label, owns) {
  return plugins.map((plugin) => {
    const transform = plugin.transform;
    if (!transform || typeof transform !== 'object') return { ...plugin, name: `${plugin.name}:${label}` };
    return {
      ...plugin,
      name: `${plugin.name}:${label}`,
      transform: {
        ...transform,
        filter: { id: { include: [anyCatalogId] } },
        handler(code, id, options) {
          if (!owns(id, this.environment?.name)) return undefined;
          return transform.handler.call(this, code, id, options);
        },
      },
    };
  });
}

/**
 * The Vite plugins that compile Lingui macros and load .po catalogs. Place them before `react()`.
 * @param {{ appConfigPath?: string, carriedLocale?: string }} [options] `appConfigPath`: the app's own lingui.config
 *   (relative to the cwd or absolute). `carriedLocale`: in a production build's browser environment (`client`),
 *   this language's messages travel with the modules that use them and its catalogs are empty (vite-carried.js).
 * @returns {import('vite').PluginOption[]}
 */
export function linguiPlugins(options = {}) {
  const macroConfigPath = options.appConfigPath ? path.resolve(options.appConfigPath) : sharedConfigPath;
  const macroConfig = getConfig({ configPath: macroConfigPath });
  const preset = linguiTransformerBabelPreset({ linguiConfig: macroConfig }, { configPath: macroConfigPath });
  // Give babel the plugin itself: resolving it by name from the consumer's folder fails under pnpm.
  preset.preset = { plugins: [[linguiMacroPlugin, { linguiConfig: macroConfig }]] };

  const carried =
    options.carriedLocale === undefined
      ? null
      : carriedMessages({
          locale: options.carriedLocale,
          configPaths: [sharedConfigPath, macroConfigPath],
          macroConfig,
          macroFilter: preset.rolldown.filter.code,
        });
  const carriedHere = (id, environment) => carried?.ownsCatalog(id, environment) ?? false;
  const isShared = (id) => sharedCatalogId.test(id);
  const plugins = [
    ...(carried ? [carried.plugin] : []),
    babel({ presets: [preset] }),
    ...scopeCatalogLoader(
      lingui({ configPath: sharedConfigPath }),
      'shared',
      (id, environment) => isShared(id) && !carriedHere(id, environment),
    ),
  ];
  if (options.appConfigPath && macroConfigPath !== sharedConfigPath) {
    plugins.push(
      ...scopeCatalogLoader(
        lingui({ configPath: macroConfigPath }),
        'app',
        (id, environment) => !isShared(id) && !carriedHere(id, environment),
      ),
    );
  }
  return plugins;
}
