import { onAdminUnauthorized } from '../lib/api.ts';
import { paths } from '../lib/paths.ts';
import { queryClient } from '../lib/query-client.ts';

interface NavigatingRouter {
  state: { location: { pathname: string } };
  navigate: (to: string, options: { replace: boolean }) => Promise<void>;
}

/**
 * docs/product/texts.md: a 401 (expired or revoked token) ends on the unauthorized page. The client has already
 * forgotten the admin; the data loaded for it goes once its views are gone.
 */
export function redirectUnauthorizedWith(router: NavigatingRouter): void {
  onAdminUnauthorized(() => {
    if (router.state.location.pathname === paths.unauthorized()) return;
    void router.navigate(paths.unauthorized(), { replace: true }).then(() => queryClient.clear());
  });
}
