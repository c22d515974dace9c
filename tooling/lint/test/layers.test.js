// The storefront's layer rule (decisions 103 and 130), run through ESLint's Node API on a throwaway package whose folders are
// the storefront's: an import that points up a layer is an error, one that points down is not, and a route module
// never imports another.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featureBoundaries, storefrontLayers } from '../eslint.config.js';

let dir;
let eslint;

/** The files the snippets import, so the resolver finds them. */
const targets = [
  'src/root.tsx',
  'src/routes.ts',
  'src/routes/home.tsx',
  'src/shell/shell.ts',
  'src/features/cart/cart-line.ts',
  'src/features/header/header.ts',
  'src/entities/cart/cart.ts',
  'src/entities/customer/auth.ts',
  'src/lib/api.ts',
  'src/config/route-table.ts',
];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'haat-layers-'));
  for (const file of targets) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), 'export const value = 1;\n');
  }
  eslint = new ESLint({
    cwd: dir,
    overrideConfigFile: true,
    // Every TypeScript file is linted, with the boundaries as the one rule.
    overrideConfig: [
      { files: ['**/*.ts', '**/*.tsx'] },
      ...featureBoundaries(dir, { layers: storefrontLayers, routeModules: 'src/routes' }),
    ],
  });
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The messages of linting `from`'s import of `specifier`. */
async function lintImport(from, specifier) {
  const code = `import { value } from '${specifier}';\nexport const copy = value;\n`;
  const [result] = await eslint.lintText(code, { filePath: join(dir, from) });
  return result.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

describe('storefront layers', () => {
  it('fails on an import from features into the shell', async () => {
    expect(await lintImport('src/features/cart/cart-page.ts', '../../shell/shell.ts')).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*src\/features must not import src\/shell/),
    ]);
  });

  it.each([
    ['src/features/cart/x.ts', '../../routes/home.tsx', 'src/features must not import src/routes'],
    ['src/shell/x.ts', '../routes/home.tsx', 'src/shell must not import src/routes'],
    ['src/shell/x.ts', '../root.tsx', 'src/shell must not import src/root.tsx'],
    ['src/routes/x.tsx', '../root.tsx', 'src/routes must not import src/root.tsx'],
    ['src/entities/cart/x.ts', '../../features/cart/cart-line.ts', 'src/entities must not import src/features'],
    ['src/lib/x.ts', '../entities/cart/cart.ts', 'src/lib must not import src/entities'],
    ['src/config/x.ts', '../routes.ts', 'src/config must not import src/routes.ts'],
    ['src/config/x.ts', '../shell/shell.ts', 'src/config must not import src/shell'],
    ['src/features/cart/x.ts', '../header/header.ts', 'A feature must not import another feature'],
    ['src/routes/cart.tsx', './home.tsx', 'A route module must not import another route module'],
  ])('fails on %s importing %s', async (from, specifier, message) => {
    const messages = await lintImport(from, specifier);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(message);
  });

  it.each([
    ['src/root.tsx', './shell/shell.ts'],
    ['src/routes.ts', './config/route-table.ts'],
    ['src/routes/home.test.tsx', './home.tsx'],
    ['src/routes/x.tsx', '../shell/shell.ts'],
    ['src/routes/x.tsx', '../features/header/header.ts'],
    ['src/shell/x.ts', '../features/cart/cart-line.ts'],
    ['src/features/cart/x.ts', '../../entities/cart/cart.ts'],
    ['src/features/cart/x.ts', './cart-line.ts'],
    ['src/entities/cart/x.ts', '../customer/auth.ts'],
    ['src/entities/cart/x.ts', '../../lib/api.ts'],
    ['src/lib/x.ts', '../config/route-table.ts'],
    ['src/config/x.ts', '../lib/api.ts'],
  ])('allows %s importing %s', async (from, specifier) => {
    expect(await lintImport(from, specifier)).toEqual([]);
  });
});
