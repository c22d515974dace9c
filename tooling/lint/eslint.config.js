// Shared ESLint flat config. Each package's eslint.config.js is a few lines:
//   import { base } from '@haat/lint'; export default base({ react: true });
import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import lingui from 'eslint-plugin-lingui';
import tanstackQuery from '@tanstack/eslint-plugin-query';
import globals from 'globals';

/** Imports that cross a package boundary the wrong way (docs/architecture.md, docs/architecture.md). */
const crossPackagePatterns = [
  {
    group: ['@haat/*/src', '@haat/*/src/*', '@haat/*/src/**'],
    message: 'Import a package through its exports map, never its src/.',
  },
  {
    group: ['**/packages/*', '**/packages/*/**', '**/apps/*/**'],
    message: 'Use the workspace package name (@haat/…), not a relative path into another package.',
  },
];

/**
 * The storefront's layers, top to bottom (docs/architecture.md, decisions 103 and 130): React Router's own files (the
 * entries, the document's root route and the route config) → `src/routes` (one route module per page) → `src/shell`
 * (what is around every page: the document's parts, the shop layout, the guard, the loaders' parts, the response's
 * headers) → `src/features` (UI) → `src/entities` (each resource's queries, mutations and store) → `src/lib` and
 * `src/config` (shared). Folders of one layer may import each other (an entity another entity; lib and config each
 * other); route modules never import each other (`routeModuleZones`).
 */
export const storefrontLayers = [
  ['src/root.tsx', 'src/entry.client.tsx', 'src/entry.server.tsx', 'src/routes.ts'],
  ['src/routes'],
  ['src/shell'],
  ['src/features'],
  ['src/entities'],
  ['src/lib', 'src/config'],
];

/**
 * The API's floors, top to bottom (docs/architecture.md, decision 160): the app's assembly (the process, the app, the
 * route table, the jobs, the demo seed) → `src/modules` (one folder per resource: routes, services, serializers) →
 * `src/integrations` (couriers, SMS gateways, outbound HTTP) → `src/platform` (config, db, auth, http, jobs,
 * observability, crypto, storage, tenancy). Modules may import each other; nothing imports a floor above its own.
 */
export const apiLayers = [
  ['src/main.ts', 'src/server.ts', 'src/app.ts', 'src/routes.ts', 'src/jobs.ts', 'src/seed'],
  ['src/modules'],
  ['src/integrations'],
  ['src/platform'],
];

/**
 * A route module never imports another (its tests may): the import would bring the other's server loader into the
 * browser's code, which React Router removes only from a route module it loads as a route. What two pages share lives
 * in a feature or the shell.
 */
export function routeModuleZones(routesFolder) {
  return [
    {
      target: `./${routesFolder}/!(*.test).{ts,tsx}`,
      from: `./${routesFolder}`,
      message: 'A route module must not import another route module: share through a feature or the shell.',
    },
  ];
}

/**
 * `import-x/no-restricted-paths` zones for `layers` (folders relative to the package, top layer first): no folder
 * imports a folder of a layer above its own.
 */
export function layerZones(layers) {
  const order = layers.map((folders) => folders.join(' + ')).join(' → ');
  return layers.flatMap((folders, index) =>
    folders.flatMap((target) =>
      layers.slice(0, index).flatMap((above) =>
        above.map((from) => ({
          target: `./${target}`,
          from: `./${from}`,
          message: `Layers import only downwards (${order}): ${target} must not import ${from}.`,
        })),
      ),
    ),
  );
}

/**
 * Folders with one-way imports (docs/architecture.md): shared layers never import features, a feature never
 * imports another feature, with `layers` (e.g. `storefrontLayers`) no layer imports one above it, and with
 * `routeModules` (the folder of React Router's route modules) no route module imports another. With `testsExempt`,
 * tests are held to none of it (the API's tests build the whole app to check one floor over HTTP).
 * @param {string} appDir the package's directory
 * @param {{ layers?: string[][], routeModules?: string, testsExempt?: boolean }} [options]
 */
export function featureBoundaries(appDir, { layers = [], routeModules, testsExempt = false } = {}) {
  const featuresDir = join(appDir, 'src', 'features');
  const features = existsSync(featuresDir)
    ? readdirSync(featuresDir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];
  const zones = [
    ...(features.length > 0
      ? ['lib', 'components', 'hooks', 'stores'].map((layer) => ({
          target: `./src/${layer}`,
          from: './src/features',
          message: 'Shared layers must not import features.',
        }))
      : []),
    ...features.map((feature) => ({
      target: `./src/features/${feature}`,
      from: './src/features',
      except: [`./${feature}`],
      message: 'A feature must not import another feature; compose them in routes.',
    })),
    ...layerZones(layers),
    ...(routeModules ? routeModuleZones(routeModules) : []),
  ];
  if (zones.length === 0) return [];
  return [
    {
      files: ['src/**/*.{ts,tsx}'],
      ...(testsExempt ? { ignores: ['src/**/*.test.{ts,tsx}', 'src/**/*.test-d.ts'] } : {}),
      plugins: { 'import-x': importX },
      settings: {
        'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
      },
      rules: { 'import-x/no-restricted-paths': ['error', { basePath: appDir, zones }] },
    },
  ];
}

/** Tests, their helpers, end-to-end suites, scripts and tool configs: no user-facing text, node globals. */
const testLike = [
  '**/*.test.ts',
  '**/*.test.tsx',
  '**/*.test-d.ts',
  '**/test/**',
  'e2e/**',
  'bench/**',
  '**/*.config.*',
  'scripts/**',
];

/**
 * Which string literals are not text for people (lingui/no-unlocalized-strings).
 * The rule already skips strings with no letter, imports, type positions, switch cases, comparisons
 * (`x === 'paid'`), Lingui's own calls and every attribute of a native DOM element except
 * placeholder, alt, aria-label and value.
 */
const unlocalizedStrings = {
  useTsTypes: true,
  ignore: [
    // One "word" that does not start with a capital: keys, ids, CSS values, paths, routes, URLs.
    '^(?![A-Z])\\S+$',
    // UPPERCASE constants and codes (BDT, OTP, GET).
    '^[A-Z0-9_-]+$',
    // CSS values and media queries: repeat(3, 1fr), cubic-bezier(…), screen and (min-width: 768px).
    '^[a-z-]+\\(.*\\)$',
    '^(only )?(screen|print|all) and \\(',
  ],
  ignoreNames: [
    // Styling: class names, variants, colours, font stacks.
    { regex: { pattern: 'className|style|variant|size|tone|color|icon|font', flags: 'i' } },
    // An object keyed by language holds that language's text already ({ en: 'Dhaka', bn: 'ঢাকা' }).
    'en',
    'bn',
    { regex: { pattern: '^[A-Z0-9_]+$' } },
    // Attributes whose values are keyword lists (rel="noopener noreferrer").
    'rel',
    'target',
  ],
  ignoreFunctions: [
    'Error',
    'console.*',
    // CSS selectors.
    '*.querySelector',
    '*.querySelectorAll',
    // Analytics calls: event names are the vendors' API (fbq('track', 'PageView')).
    'fbq',
    '*.fbq',
  ],
  ignoreMethodsOnTypes: [
    'Map.get',
    'Map.has',
    'Map.set',
    'Set.has',
    'Set.add',
    'String.includes',
    // HTTP header names and values.
    'Headers.get',
    'Headers.set',
  ],
};

/**
 * @param {{
 *   dir?: string,
 *   react?: boolean,
 *   node?: boolean,
 *   forbid?: { name: string, message: string }[],
 *   typed?: boolean,
 *   texts?: boolean,
 *   query?: boolean,
 *   layers?: string[][],
 *   routeModules?: string,
 *   layerTestsExempt?: boolean,
 * }} options
 *   dir: the package's directory (`import.meta.dirname`): the root of its tsconfig and of its feature folders.
 *   typed: type-aware rules (typescript-eslint's recommendedTypeChecked and more; true by default).
 *   texts: Lingui's rules, with every user-facing string through `t`/`<Trans>` (React packages with screens).
 *   query: TanStack Query's rules.
 *   layers: the package's layers, top first (`storefrontLayers`): `featureBoundaries` keeps imports pointing down.
 *   routeModules: the folder of React Router's route modules (`src/routes`), which never import each other.
 *   layerTestsExempt: tests are held to neither the layers nor the route modules' rule.
 */
export function base(options = {}) {
  const {
    dir = process.cwd(),
    react = false,
    node = false,
    forbid = [],
    typed = true,
    texts = false,
    query = false,
    layers = [],
    routeModules,
    layerTestsExempt = false,
  } = options;
  return tseslint.config(
    {
      ignores: [
        'dist/**',
        'coverage/**',
        'node_modules/**',
        '**/*.gen.ts',
        'src/locales/**/*.js',
        'drizzle/**',
        'test-results/**',
        'playwright-report/**',
      ],
    },
    js.configs.recommended,
    ...(typed ? tseslint.configs.recommendedTypeChecked : tseslint.configs.recommended),
    {
      languageOptions: {
        ecmaVersion: 2023,
        sourceType: 'module',
        globals: { ...(react ? globals.browser : {}), ...(node ? globals.node : {}) },
        ...(typed ? { parserOptions: { projectService: true, tsconfigRootDir: dir } } : {}),
      },
      plugins: { 'import-x': importX },
      settings: {
        'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
        // Cycles are ours to find; parsing dependencies' bundles is slow and can overflow the parser's stack.
        'import-x/ignore': ['node_modules'],
      },
      rules: {
        'no-restricted-imports': ['error', { paths: forbid, patterns: crossPackagePatterns }],
        'import-x/no-self-import': 'error',
        'import-x/no-cycle': ['error', { maxDepth: 3 }],
        'import-x/first': 'error',
        'import-x/no-duplicates': 'error',
        '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
        '@typescript-eslint/consistent-type-imports': 'error',
        eqeqeq: ['error', 'smart'],
        'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
        ...(typed
          ? {
              '@typescript-eslint/switch-exhaustiveness-check': [
                'error',
                { considerDefaultExhaustiveForUnions: true, allowDefaultCaseForExhaustiveSwitch: true },
              ],
              '@typescript-eslint/return-await': ['error', 'error-handling-correctness-only'],
              // react-router's loaders and middleware stop a navigation by throwing redirect(), a Response.
              '@typescript-eslint/only-throw-error': ['error', { allow: [{ from: 'lib', name: 'Response' }] }],
            }
          : {}),
      },
    },
    // Plain JavaScript (configs, a few scripts) is in no tsconfig: no type information for it.
    typed ? { files: ['**/*.js', '**/*.mjs', '**/*.cjs'], ...tseslint.configs.disableTypeChecked } : {},
    react
      ? {
          files: ['**/*.tsx', '**/*.ts'],
          plugins: { 'react-hooks': reactHooks },
          rules: {
            'react-hooks/rules-of-hooks': 'error',
            'react-hooks/exhaustive-deps': 'warn',
          },
        }
      : {},
    react
      ? {
          files: ['**/*.tsx'],
          ...jsxA11y.flatConfigs.recommended,
          rules: {
            ...jsxA11y.flatConfigs.recommended.rules,
            // Safari drops the list role of a list styled with list-style: none; role="list" gives it back.
            'jsx-a11y/no-redundant-roles': ['error', { nav: ['navigation'], ul: ['list'], ol: ['list'] }],
          },
        }
      : {},
    react
      ? {
          files: ['**/*.ts', '**/*.tsx'],
          ignores: testLike,
          rules: {
            // Browsers give it only to secure contexts (a shop's domain over plain HTTP has none) and Chrome 92+.
            'no-restricted-properties': [
              'error',
              { object: 'crypto', property: 'randomUUID', message: 'Use randomUuid() (crypto.getRandomValues).' },
            ],
          },
        }
      : {},
    query ? { files: ['**/*.ts', '**/*.tsx'], ...tanstackQuery.configs['flat/recommended'][0] } : {},
    texts
      ? {
          files: ['src/**/*.ts', 'src/**/*.tsx'],
          // Style files, and the environment readers whose messages are for developers.
          ignores: [...testLike, '**/*.css.ts', 'src/env.ts'],
          plugins: { lingui },
          rules: {
            ...lingui.configs['flat/recommended'].rules,
            // `${shop.name}` becomes the placeholder {0}; extraction already writes what each placeholder holds
            // into the catalog's comments, so translators see it, and naming each one would add a variable per text.
            'lingui/no-expression-in-message': 'off',
            'lingui/no-unlocalized-strings': ['error', unlocalizedStrings],
          },
        }
      : {},
    {
      files: testLike,
      languageOptions: { globals: { ...globals.node } },
      rules: {
        'no-console': 'off',
        '@typescript-eslint/no-non-null-assertion': 'off',
        // expect(object.method).toHaveBeenCalled() reads a method without calling it.
        '@typescript-eslint/unbound-method': 'off',
        // vitest types its asymmetric matchers (expect.any, expect.objectContaining) as any.
        '@typescript-eslint/no-unsafe-assignment': 'off',
        // A stand-in for an async dependency (a job, a sender) is async whether or not it awaits.
        '@typescript-eslint/require-await': 'off',
      },
    },
    ...featureBoundaries(dir, { layers, routeModules, testsExempt: layerTestsExempt }),
  );
}

export default base();
