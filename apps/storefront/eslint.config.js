import { base } from '@haat/lint';

export default [
  ...base({ dir: import.meta.dirname, react: true, texts: true, query: true }),
  // React Router's build and generated route types.
  { ignores: ['build/**', '.react-router/**'] },
];
