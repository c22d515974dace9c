import { base } from '@haat/lint';

// The contract is data: clients in browsers and the server both import it.
const noRuntime = ['react', 'react-dom', 'ky', 'hono', 'hono-openapi'].map((name) => ({
  name,
  message: 'packages/api-contract is plain data over @haat/domain schemas: no React, no HTTP library.',
}));

export default base({ dir: import.meta.dirname, forbid: noRuntime });
