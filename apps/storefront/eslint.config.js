import { base, storefrontLayers } from '@haat/lint';

export default [
  // Layers point one way: app → src/app → routes → features → entities → lib/config (decision 103).
  ...base({ dir: import.meta.dirname, react: true, texts: true, query: true, layers: storefrontLayers }),
  // React Router's build and generated route types.
  { ignores: ['build/**', '.react-router/**'] },
];
