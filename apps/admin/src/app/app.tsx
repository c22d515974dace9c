import { RouterProvider } from 'react-router/dom';
import { queryClient } from '../lib/query-client.ts';
import { Providers } from './providers.tsx';
import { createAdminRouter } from './router.tsx';
import { redirectUnauthorizedWith } from './unauthorized-redirect.ts';

const router = createAdminRouter();
redirectUnauthorizedWith(router);

export function App() {
  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}
