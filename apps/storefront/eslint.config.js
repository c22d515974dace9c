import { base, storefrontLayers } from '@haat/lint';

export default [
  // Layers point one way: React Router's files → routes → shell → features → entities → lib/config, and route
  // modules never import each other (decision 130).
  ...base({
    dir: import.meta.dirname,
    react: true,
    texts: true,
    query: true,
    layers: storefrontLayers,
    routeModules: 'src/routes',
  }),
  // React Router's build and generated route types.
  { ignores: ['build/**', '.react-router/**'] },
];
