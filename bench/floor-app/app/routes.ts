import type { RouteConfig } from '@react-router/dev/routes';

export default [{ id: 'product', path: ':slug/product/:product', file: 'routes/product.tsx' }] satisfies RouteConfig;
