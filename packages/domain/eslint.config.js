import { base } from '@haat/lint';

const noUiNoHttp = ['react', 'react-dom', 'ky', 'hono', 'node:http'].map((name) => ({
  name,
  message: 'packages/domain has no React and no HTTP.',
}));

export default base({ dir: import.meta.dirname, forbid: noUiNoHttp });
