// Shared ESLint flat config. Each package's eslint.config.js is a few lines:
//   import { base } from '@haat/lint'; export default base({ react: true });
import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Imports that cross a package boundary the wrong way (ARCHITECTURE §2, CONVENTIONS 1). */
const crossPackagePatterns = [
  { group: ['@haat/*/src', '@haat/*/src/*', '@haat/*/src/**'], message: "Import a package through its exports map, never its src/." },
  { group: ['**/packages/*', '**/packages/*/**', '**/apps/*/**'], message: 'Use the workspace package name (@haat/…), not a relative path into another package.' },
];

/**
 * Feature folders with one-way imports (CONVENTIONS 3): shared layers never
 * import features, and a feature never imports another feature.
 */
export function featureBoundaries(appDir) {
  const featuresDir = join(appDir, 'src', 'features');
  if (!existsSync(featuresDir)) return [];
  const features = readdirSync(featuresDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
  const zones = [
    ...['lib', 'components', 'hooks', 'stores'].map((layer) => ({
      target: `./src/${layer}`,
      from: './src/features',
      message: 'Shared layers must not import features.',
    })),
    ...features.map((feature) => ({
      target: `./src/features/${feature}`,
      from: './src/features',
      except: [`./${feature}`],
      message: 'A feature must not import another feature; compose them in routes.',
    })),
  ];
  return [
    {
      files: ['src/**/*.{ts,tsx}'],
      plugins: { 'import-x': importX },
      settings: {
        'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
      },
      rules: { 'import-x/no-restricted-paths': ['error', { basePath: appDir, zones }] },
    },
  ];
}

/**
 * @param {{ react?: boolean, node?: boolean, forbid?: { name: string, message: string }[], appDir?: string }} options
 */
export function base(options = {}) {
  const { react = false, node = false, forbid = [], appDir } = options;
  return tseslint.config(
    { ignores: ['dist/**', 'coverage/**', 'node_modules/**', '**/*.gen.ts', 'src/locales/**/*.js', 'drizzle/**', 'test-results/**', 'playwright-report/**'] },
    js.configs.recommended,
    ...tseslint.configs.recommended,
    {
      languageOptions: {
        ecmaVersion: 2023,
        sourceType: 'module',
        globals: { ...(react ? globals.browser : {}), ...(node ? globals.node : {}) },
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
      },
    },
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
    {
      files: ['**/*.test.ts', '**/*.test.tsx', '**/*.test-d.ts', 'e2e/**', 'bench/**', '**/*.config.*', 'scripts/**'],
      languageOptions: { globals: { ...globals.node } },
      rules: { 'no-console': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
    },
    ...(appDir ? featureBoundaries(appDir) : []),
  );
}

export default base();
