// Messages carried by the modules that use them (decision 117), for `linguiPlugins({ carriedLocale })`.
//
// A whole catalog in the first load is every page's texts, for a page that shows a few dozen of them. In a production
// build's browser environment (`client`), this plugin starts every module that has Lingui texts with
//   import { carryMessages } from '…/src/carried.ts'; carryMessages('bn', { …the compiled messages it uses });
// and the catalogs of that language compile to none. The texts then follow the code through the bundler: the
// shell's in the shell, a page's in its route chunk, a drawer's in the drawer's lazy chunk, and a module is evaluated
// before its code renders. Which messages a module uses is what `lingui extract` finds in that file (Lingui's own
// extractor); the translations and their fallbacks are the catalogs' as Lingui's catalog loader reads them. The
// server build and the development server keep whole catalogs (the server renders any page in either language).
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { getConfig } from '@lingui/conf';
import { createCompiledCatalog, extractFromFileWithBabel, getCatalogs } from '@lingui/cli/api';
import { getBabelParserOptions } from '@lingui/cli/api/extractors/babel';

const carriedModule = fileURLToPath(new URL('./src/carried.ts', import.meta.url));
const sourceFile = /\.[cm]?[jt]sx?$/;
/** A module's file, without the query a bundler may ask it with (React Router's `?__react-router-build-client-route`). */
const fileOf = (id) => id.split('?')[0];

/** Whether `id` is a .po catalog of `locale` (`…/bn.po`, `…/bn.po?lingui`). */
export function isCarriedCatalog(id, locale) {
  return path.basename(id.split('?')[0]) === `${locale}.po`;
}

/**
 * The messages of `locale` from the catalogs of each config, later configs over earlier ones (as the runtime merges
 * an app's catalog over the shared one), untranslated ones falling back as Lingui's catalog loader does.
 * @param {string} locale
 * @param {string[]} configPaths
 * @returns {Promise<Record<string, string>>}
 */
export async function catalogMessages(locale, configPaths) {
  const merged = {};
  for (const configPath of configPaths) {
    const config = getConfig({ configPath });
    for (const catalog of await getCatalogs(config)) {
      const { messages } = await catalog.getTranslations(locale, {
        fallbackLocales: config.fallbackLocales,
        sourceLocale: config.sourceLocale,
      });
      Object.assign(merged, messages);
    }
  }
  return merged;
}

/**
 * The ids of the messages a module's source defines or uses, as `lingui extract` finds them.
 * @param {string} filename
 * @param {string} code
 * @param {import('@lingui/conf').LinguiConfigNormalized} linguiConfig
 * @returns {Promise<Set<string>>}
 */
export async function messageIdsOf(filename, code, linguiConfig) {
  const ids = new Set();
  await extractFromFileWithBabel(
    filename,
    code,
    (message) => ids.add(message.id),
    { linguiConfig },
    {
      plugins: getBabelParserOptions(filename, {}),
    },
  );
  return ids;
}

/**
 * The statement a module starts with: its compiled messages, given to `carryMessages`. Null when it uses none of
 * the catalogs' messages.
 * @param {string} locale
 * @param {Iterable<string>} ids
 * @param {Record<string, string>} messages
 * @returns {string | null}
 */
export function carryStatement(locale, ids, messages) {
  const used = {};
  for (const id of ids) if (Object.hasOwn(messages, id)) used[id] = messages[id];
  if (Object.keys(used).length === 0) return null;
  const { source } = createCompiledCatalog(locale, used, { namespace: 'json' });
  const compiled = JSON.parse(source).messages;
  return (
    `import { carryMessages as __carryMessages } from ${JSON.stringify(carriedModule)};` +
    `__carryMessages(${JSON.stringify(locale)}, ${JSON.stringify(compiled)});`
  );
}

/**
 * @param {{ locale: string, configPaths: string[], macroConfig: import('@lingui/conf').LinguiConfigNormalized,
 *   macroFilter: RegExp }} options
 * @returns {{ plugin: import('vite').Plugin, ownsCatalog: (id: string, environment: string | undefined) => boolean }}
 */
export function carriedMessages({ locale, configPaths, macroConfig, macroFilter }) {
  let building = false;
  /** @type {Promise<Record<string, string>> | null} */
  let messages = null;
  const active = (environment) => building && environment === 'client';
  return {
    // The catalog loaders leave this language's catalogs to the plugin below where it is active.
    ownsCatalog: (id, environment) => active(environment) && isCarriedCatalog(id, locale),
    plugin: {
      name: 'haat:lingui-carried-messages',
      configResolved(config) {
        building = config.command === 'build';
      },
      buildStart() {
        messages = null;
      },
      transform: {
        order: 'pre',
        filter: { id: { include: [/\.[cm]?[jt]sx?(\?.*)?$/, /\.po(\?.*)?$/], exclude: [/[\\/]node_modules[\\/]/] } },
        async handler(code, id) {
          if (!active(this.environment?.name)) return undefined;
          if (isCarriedCatalog(id, locale)) return { code: 'export const messages = {};', moduleType: 'js' };
          if (!sourceFile.test(fileOf(id)) || !macroFilter.test(code)) return undefined;
          messages ??= catalogMessages(locale, configPaths);
          const statement = carryStatement(locale, await messageIdsOf(fileOf(id), code, macroConfig), await messages);
          // On the module's first line: the build has no source maps to shift, and lines below keep their numbers.
          return statement === null ? undefined : { code: statement + code, map: null };
        },
      },
    },
  };
}
