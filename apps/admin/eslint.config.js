import { base } from '@haat/lint';

export default [
  ...base({ dir: import.meta.dirname, react: true, texts: true, query: true }),
  {
    // The end-to-end suites and the tools' configs have their own tsconfig (node types, no DOM app code).
    files: ['e2e/**/*.ts', '*.config.ts'],
    languageOptions: {
      parserOptions: { projectService: false, project: './tsconfig.node.json', tsconfigRootDir: import.meta.dirname },
    },
  },
];
