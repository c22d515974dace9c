import { apiLayers, base } from '@haat/lint';

export default [
  // Floors point down: the app's assembly → modules → integrations → platform (decision 160); a test may build the
  // whole app to check its floor over HTTP.
  ...base({ dir: import.meta.dirname, node: true, layers: apiLayers, layerTestsExempt: true }),
  {
    files: ['**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          // hono's `c.var` copies every context variable into a new object on each read.
          selector: "MemberExpression[object.type='MemberExpression'][object.property.name='var']",
          message: "Read one context variable with c.get('name'); c.var builds a new object on every access.",
        },
      ],
    },
  },
];
