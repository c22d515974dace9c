import { base } from '@haat/lint';

// The client runs in browsers: React stays out, and node: modules only in tests.
const browserOnly = ['react', 'react-dom'].map((name) => ({
  name,
  message: 'packages/api-client is plain TypeScript: no React.',
}));

export default [
  ...base({ dir: import.meta.dirname, forbid: browserOnly }),
  {
    files: ['src/**/*.ts'],
    ignores: ['src/**/*.test.ts', 'src/**/*.test-d.ts', 'src/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: browserOnly,
          patterns: [
            { group: ['node:*'], message: 'The client runs in browsers; node: modules belong in tests only.' },
            {
              group: ['@haat/*/src', '@haat/*/src/*', '@haat/*/src/**'],
              message: 'Import a package through its exports map, never its src/.',
            },
            {
              group: ['**/packages/*', '**/packages/*/**', '**/apps/*/**'],
              message: 'Use the workspace package name (@haat/…), not a relative path into another package.',
            },
          ],
        },
      ],
    },
  },
];
