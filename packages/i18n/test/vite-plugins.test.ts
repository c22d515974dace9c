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
});
