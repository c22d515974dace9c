#!/usr/bin/env node
// Checks a package's Lingui catalogs (docs/architecture.md). Usage: haat-i18n-check [package dir]
// (in @haat/i18n: `pnpm i18n:check`). Fails when
//   (a) a message of a target language (bn) has no translation (empty msgstr), or
//   (b) `lingui extract --clean --overwrite` would change a committed catalog (--overwrite: the English
//       catalog follows the code when the text of an explicit id changes).
// (b) runs the extraction into a temporary copy of the catalogs, so the working tree is never touched.
import { copyFile, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';

/** @typedef {import('@lingui/conf').LinguiConfigNormalized} LinguiConfig */
/** @typedef {Awaited<ReturnType<typeof getCatalogs>>[number]} Catalog */
/** @typedef {import('@lingui/conf').CatalogType} CatalogMessages */

/** English text of a message, for reports. */
function sourceText(id, entry, sourceCatalog) {
  return entry?.message ?? sourceCatalog?.[id]?.translation ?? '';
}

function describe(id, text) {
  return text && text !== id ? `${id} ("${text}")` : id;
}

/**
 * (a) Messages of non-source locales whose translation is empty.
 * @param {LinguiConfig} config
 * @param {Catalog[]} catalogs
 */
async function findUntranslated(config, catalogs) {
  const pseudoLocales = new Set(config.pseudoLocale.map((item) => item.locale));
  const targetLocales = config.locales.filter((locale) => locale !== config.sourceLocale && !pseudoLocales.has(locale));
  const problems = [];
  for (const catalog of catalogs) {
    const source = await catalog.read(config.sourceLocale);
    for (const locale of targetLocales) {
      const messages = (await catalog.read(locale)) ?? {};
      const empty = Object.entries(messages)
        .filter(([, entry]) => !entry.obsolete && !entry.translation?.trim())
        .map(([id, entry]) => describe(id, sourceText(id, entry, source)));
      if (empty.length > 0) {
        problems.push({ file: path.relative(config.rootDir, catalog.getFilename(locale)), locale, ids: empty });
      }
    }
  }
  return problems;
}

/**
 * What extraction would change in one catalog file, by message id.
 * @param {CatalogMessages | undefined} before the committed catalog
 * @param {CatalogMessages | undefined} after the catalog as extraction writes it
 * @param {CatalogMessages | undefined} source the extracted source-locale catalog (English texts of explicit ids)
 * @param {boolean} isSourceLocale in the source locale, msgstr is the English text and must follow the code
 */
function diffMessages(before = {}, after = {}, source = {}, isSourceLocale = false) {
  const lines = [];
  const text = (id, entry) => sourceText(id, entry, source);
  const key = (entry) =>
    JSON.stringify([
      entry.message ?? null,
      entry.context ?? null,
      entry.comments ?? [],
      entry.origin ?? [],
      entry.obsolete ?? false,
      isSourceLocale ? (entry.translation ?? null) : null,
    ]);
  for (const [id, entry] of Object.entries(after)) {
    if (!(id in before)) lines.push(`+ new: ${describe(id, text(id, entry))}`);
    else if (key(before[id]) !== key(entry))
      lines.push(`~ changed (text, comment or origin): ${describe(id, text(id, entry))}`);
  }
  for (const [id, entry] of Object.entries(before)) {
    if (!(id in after)) lines.push(`- no longer in the source: ${describe(id, entry.message)}`);
  }
  return lines.length > 0 ? lines : ['(same messages; order or formatting differs)'];
}

/** A path for `file` inside `root`, also for files outside the package (`../ui/...`). */
function insideTemp(root, rootDir, file) {
  const relative = path
    .relative(rootDir, file)
    .split(path.sep)
    .map((part) => (part === '..' ? '__up__' : part));
  return path.join(root, ...relative);
}

/**
 * (b) Catalogs that `lingui extract --clean` would rewrite.
 * @param {LinguiConfig} config
 * @param {Catalog[]} catalogs
 */
async function findOutOfSync(config, catalogs) {
  const tempRoot = await mkdtemp(path.join(tmpdir(), 'haat-i18n-check-'));
  try {
    const tempConfig = {
      ...config,
      catalogs: config.catalogs.map((catalog) => ({
        ...catalog,
        path: insideTemp(tempRoot, config.rootDir, catalog.path),
      })),
    };
    const tempCatalogs = await getCatalogs(tempConfig);
    const problems = [];
    for (const [index, catalog] of catalogs.entries()) {
      const tempCatalog = tempCatalogs[index];
      for (const locale of config.locales) {
        const committed = catalog.getFilename(locale);
        if (!existsSync(committed)) continue;
        const copy = tempCatalog.getFilename(locale);
        await mkdir(path.dirname(copy), { recursive: true });
        await copyFile(committed, copy);
      }
      const extracted = await tempCatalog.make({ clean: true, overwrite: true, orderBy: config.orderBy });
      if (!extracted) {
        problems.push({
          file: path.relative(config.rootDir, catalog.path),
          lines: ['extraction failed (see the errors above)'],
        });
        continue;
      }
      for (const locale of config.locales) {
        const committed = catalog.getFilename(locale);
        const file = path.relative(config.rootDir, committed);
        if (!existsSync(committed)) {
          problems.push({ file, lines: ['missing: extraction would create it'] });
          continue;
        }
        const [before, after] = await Promise.all([
          readFile(committed, 'utf8'),
          readFile(tempCatalog.getFilename(locale), 'utf8'),
        ]);
        if (before !== after) {
          const [committedMessages, extractedMessages, extractedSource] = await Promise.all([
            catalog.read(locale),
            tempCatalog.read(locale),
            tempCatalog.read(config.sourceLocale),
          ]);
          const isSourceLocale = locale === config.sourceLocale;
          problems.push({
            file,
            lines: diffMessages(committedMessages, extractedMessages, extractedSource, isSourceLocale),
          });
        }
      }
    }
    return problems;
  } finally {
    await rm(tempRoot, { recursive: true, force: true });
  }
}

/**
 * Runs both checks for the package in `packageDir`.
 * @param {string} packageDir
 * @returns {Promise<{ ok: boolean, report: string }>}
 */
export async function checkCatalogs(packageDir) {
  const config = getConfig({ cwd: path.resolve(packageDir) });
  const catalogs = await getCatalogs(config);
  const untranslated = await findUntranslated(config, catalogs);
  const outOfSync = await findOutOfSync(config, catalogs);
  const lines = [];
  for (const { file, locale, ids } of untranslated) {
    lines.push(`✗ ${file}: ${ids.length} message(s) without a ${locale} translation (empty msgstr):`);
    lines.push(...ids.map((id) => `    ${id}`));
  }
  for (const { file, lines: changes } of outOfSync) {
    lines.push(`✗ ${file} is out of date with the source code:`);
    lines.push(...changes.map((change) => `    ${change}`));
  }
  if (outOfSync.length > 0)
    lines.push('  Run `pnpm i18n:extract` (lingui extract --clean --overwrite), translate, and commit the catalogs.');
  const ok = lines.length === 0;
  const catalogCount = catalogs.length * config.locales.length;
  return {
    ok,
    report: ok
      ? `✓ ${catalogCount} catalog file(s) in ${config.rootDir}: translated and in sync with the source.`
      : [`i18n check failed in ${config.rootDir}`, ...lines].join('\n'),
  };
}

if (import.meta.main) {
  try {
    const { ok, report } = await checkCatalogs(process.argv[2] ?? '.');
    (ok ? console.info : console.error)(report);
    process.exitCode = ok ? 0 : 1;
  } catch (error) {
    console.error(`i18n check could not run: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 2;
  }
}
