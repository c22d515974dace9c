// The API's floors (decision 160), run through ESLint's Node API on a throwaway package whose folders are the API's:
// an import that points up a floor is an error, one that points down (or within a floor) is not, and a test may
// import any floor.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLayers, featureBoundaries } from '../eslint.config.js';

let dir;
let eslint;

/** The files the snippets import, so the resolver finds them. */
const targets = [
  'src/app.ts',
  'src/routes.ts',
  'src/jobs.ts',
  'src/seed/seed.ts',
  'src/modules/orders/orders.service.ts',
  'src/modules/shops/shops.service.ts',
  'src/integrations/couriers/steadfast.ts',
  'src/integrations/outbound/http-json.ts',
  'src/platform/config/env.ts',
  'src/platform/db/schema.ts',
  'src/platform/http/app-env.ts',
];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'haat-api-layers-'));
  for (const file of targets) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), 'export const value = 1;\n');
  }
  eslint = new ESLint({
    cwd: dir,
    overrideConfigFile: true,
    overrideConfig: [{ files: ['**/*.ts'] }, ...featureBoundaries(dir, { layers: apiLayers, testsExempt: true })],
  });
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The messages of linting `from`'s import of `specifier`. */
async function lintImport(from, specifier) {
  const code = `import { value } from '${specifier}';\nexport const copy = value;\n`;
  const [result] = await eslint.lintText(code, { filePath: join(dir, from) });
  return result.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

describe('API floors', () => {
  it.each([
    ['src/platform/http/x.ts', '../../modules/shops/shops.service.ts', 'src/platform must not import src/modules'],
    ['src/platform/http/x.ts', '../../routes.ts', 'src/platform must not import src/routes.ts'],
    [
      'src/platform/config/x.ts',
      '../../integrations/couriers/steadfast.ts',
      'src/platform must not import src/integrations',
    ],
    [
      'src/integrations/couriers/x.ts',
      '../../modules/orders/orders.service.ts',
      'src/integrations must not import src/modules',
    ],
    ['src/integrations/sms/x.ts', '../../app.ts', 'src/integrations must not import src/app.ts'],
    ['src/modules/orders/x.ts', '../../app.ts', 'src/modules must not import src/app.ts'],
    ['src/modules/orders/x.ts', '../../routes.ts', 'src/modules must not import src/routes.ts'],
    ['src/modules/orders/x.ts', '../../jobs.ts', 'src/modules must not import src/jobs.ts'],
    ['src/modules/orders/x.ts', '../../seed/seed.ts', 'src/modules must not import src/seed'],
  ])('fails on %s importing %s', async (from, specifier, message) => {
    const messages = await lintImport(from, specifier);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/^import-x\/no-restricted-paths: /);
    expect(messages[0]).toContain(message);
  });

  it.each([
    ['src/app.ts', './routes.ts'],
    ['src/routes.ts', './modules/orders/orders.service.ts'],
    ['src/jobs.ts', './modules/orders/orders.service.ts'],
    ['src/seed/x.ts', '../modules/shops/shops.service.ts'],
    ['src/modules/orders/x.ts', '../shops/shops.service.ts'],
    ['src/modules/orders/x.ts', '../../integrations/couriers/steadfast.ts'],
    ['src/modules/orders/x.ts', '../../platform/db/schema.ts'],
    ['src/integrations/couriers/x.ts', '../outbound/http-json.ts'],
    ['src/integrations/couriers/x.ts', '../../platform/config/env.ts'],
    ['src/platform/http/x.ts', '../config/env.ts'],
    // A test may build the whole app to check its floor over HTTP.
    ['src/platform/http/x.test.ts', '../../app.ts'],
  ])('allows %s importing %s', async (from, specifier) => {
    expect(await lintImport(from, specifier)).toEqual([]);
  });
});
