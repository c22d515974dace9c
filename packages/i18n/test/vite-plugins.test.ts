// @vitest-environment node
/// <reference types="node" />
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as Vite from 'vite';
import { setupI18n, type Messages } from '@lingui/core';
import { linguiPlugins } from '../vite.js';

const sharedBnCatalog = fileURLToPath(new URL('../src/locales/bn.po', import.meta.url));

const po = (language: string, translation: string) => `msgid ""
msgstr ""
"Language: ${language}\\n"

#. js-lingui-explicit-id
#: src/main.js
msgid "app.welcome"
msgstr "${translation}"
`;

/** A second message of the app's catalog (appended to `po(…)`). */
const later = (_language: string, translation: string) => `
#. js-lingui-explicit-id
#: src/later.js
msgid "app.later"
msgstr "${translation}"
`;

/** A route module's message (appended to `po(…)`). */
const onRoute = (translation: string) => `
#. js-lingui-explicit-id
#: src/route.js
msgid "app.route"
msgstr "${translation}"
`;

let app: string;

beforeAll(async () => {
  app = await mkdtemp(path.join(tmpdir(), 'haat-i18n-app-'));
  await mkdir(path.join(app, 'src'), { recursive: true });
  await mkdir(path.join(app, 'locales'), { recursive: true });
  await writeFile(
    path.join(app, 'lingui.config.js'),
    `export default { sourceLocale: 'en', locales: ['bn', 'en'], fallbackLocales: { default: 'bn' },
      catalogs: [{ path: '<rootDir>/locales/{locale}', include: ['<rootDir>/src'] }] };\n`,
  );
  await writeFile(path.join(app, 'locales', 'bn.po'), po('bn', 'স্বাগতম'));
  await writeFile(path.join(app, 'locales', 'en.po'), po('en', 'Welcome'));
  await writeFile(
    path.join(app, 'src', 'main.js'),
    `import { msg } from '@lingui/core/macro';
import { messages as appBn } from '../locales/bn.po';
import { messages as sharedBn } from ${JSON.stringify(sharedBnCatalog)};
export const welcome = msg({ id: 'app.welcome', message: 'Welcome' });
export { appBn, sharedBn };
`,
  );
});

afterAll(async () => {
  await rm(app, { recursive: true, force: true });
});

describe('linguiPlugins', () => {
  it("compiles an app's macros and loads its catalog with its own config, and the shared catalog with the shared one", async () => {
    // A computed specifier: eslint's import-x/no-cycle crashes walking vite's package (no resolver in @haat/lint).
    const viteModule = 'vite';
    const { build } = (await import(viteModule)) as typeof Vite;
    const result = await build({
      root: app,
      configFile: false,
      logLevel: 'silent',
      plugins: linguiPlugins({ appConfigPath: path.join(app, 'lingui.config.js') }),
      build: {
        write: false,
        lib: { entry: path.join(app, 'src', 'main.js'), formats: ['es'], fileName: 'main' },
      },
    });
    const output = (Array.isArray(result) ? result[0] : result) as Vite.Rolldown.RolldownOutput;
    const chunk = output.output.find((item) => item.type === 'chunk');
    if (!chunk) throw new Error('no chunk built');
    const bundle = path.join(app, 'bundle.mjs');
    await writeFile(bundle, chunk.code);

    const built = (await import(pathToFileURL(bundle).href)) as {
      welcome: { id: string };
      appBn: Messages;
      sharedBn: Messages;
    };

    expect(built.welcome.id).toBe('app.welcome');
    const i18n = setupI18n({ locale: 'bn', messages: { bn: { ...built.sharedBn, ...built.appBn } } });
    expect(i18n._(built.welcome)).toBe('স্বাগতম');
    expect(i18n._('shell.loading')).toBe('লোড হচ্ছে...');
  }, 60_000);

  it('in a client build with carriedLocale, each module carries its own messages and the catalogs are empty', async () => {
    const carriedModule = fileURLToPath(new URL('../src/carried.ts', import.meta.url));
    const i18nModule = fileURLToPath(new URL('../src/i18n.ts', import.meta.url));
    await writeFile(
      path.join(app, 'locales', 'bn.po'),
      po('bn', 'স্বাগতম') + later('bn', 'পরে দেখা হবে') + onRoute('রুটে'),
    );
    await writeFile(
      path.join(app, 'locales', 'en.po'),
      po('en', 'Welcome') + later('en', 'See you later') + onRoute('On the route'),
    );
    await writeFile(
      path.join(app, 'src', 'page.js'),
      `import { msg } from '@lingui/core/macro';
import { messages as appBn } from '../locales/bn.po';
import { activateLocale, i18n } from ${JSON.stringify(i18nModule)};
import { carriedMessages } from ${JSON.stringify(carriedModule)};
export const welcome = msg({ id: 'app.welcome', message: 'Welcome' });
export const loadLater = () => import('./later.js');
export const loadRoute = () => import('./route.js?route-module');
export { appBn, activateLocale, carriedMessages, i18n };
`,
    );
    // A module asked for with a query, as React Router asks for its route modules (`?__react-router-build-client-route`).
    await writeFile(
      path.join(app, 'src', 'route.js'),
      `import { msg } from '@lingui/core/macro';
export const routeText = msg({ id: 'app.route', message: 'On the route' });
`,
    );
    await writeFile(
      path.join(app, 'src', 'later.js'),
      `import { msg } from '@lingui/core/macro';
export const later = msg({ id: 'app.later', message: 'See you later' });
`,
    );
    const outDir = path.join(app, 'dist');
    // The built page and its lazy chunk are ES modules (.js files in a folder of type module).
    await writeFile(path.join(app, 'package.json'), '{ "type": "module" }\n');
    const viteModule = 'vite';
    const { build } = (await import(viteModule)) as typeof Vite;
    await build({
      root: app,
      configFile: false,
      logLevel: 'silent',
      plugins: linguiPlugins({ appConfigPath: path.join(app, 'lingui.config.js'), carriedLocale: 'bn' }),
      build: {
        outDir,
        emptyOutDir: true,
        minify: false,
        lib: { entry: path.join(app, 'src', 'page.js'), formats: ['es'], fileName: () => 'page.js' },
      },
    });

    const built = (await import(pathToFileURL(path.join(outDir, 'page.js')).href)) as {
      welcome: { id: string };
      loadLater: () => Promise<{ later: { id: string } }>;
      loadRoute: () => Promise<{ routeText: { id: string } }>;
      appBn: Messages;
      activateLocale: (locale: 'bn' | 'en') => void;
      carriedMessages: (locale: string) => Messages;
      i18n: { _: (descriptor: { id: string } | string) => string };
    };
    // The catalog is empty; the page module brought its one message, the lazy module's is not loaded yet.
    expect(built.appBn).toEqual({});
    expect(Object.keys(built.carriedMessages('bn'))).toEqual(['app.welcome']);
    built.activateLocale('bn');
    expect(built.i18n._(built.welcome)).toBe('স্বাগতম');
    // A shared text no module of this build uses is not there: nothing but what the modules use is shipped.
    expect(built.i18n._('shell.loading')).toBe('shell.loading');
    const { later: laterMessage } = await built.loadLater();
    expect(built.i18n._(laterMessage)).toBe('পরে দেখা হবে');
    const { routeText } = await built.loadRoute();
    expect(built.i18n._(routeText)).toBe('রুটে');
  }, 60_000);
});
