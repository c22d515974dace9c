import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { RouterProvider } from 'react-router/dom';
import { I18nProvider } from '@haat/i18n/react';
import { errorMessages } from '@haat/i18n/messages';
import { env } from '../env.ts';
import { detectHost, setHostMode, type HostMode } from '../lib/host-mode.ts';
import { queryClient } from '../lib/query-client.ts';
import { PageSpinner } from './page-spinner.tsx';
import { resolveHost, type HostResolution } from './resolve-host.ts';
import { createAppRouter } from './router.tsx';
import { LazyShopErrorPanel } from './lazy-panels.tsx';
import * as styles from './shell-states.css.ts';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nProvider>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </I18nProvider>
  );
}

function AppRouter({ mode }: { mode: HostMode }) {
  // Created once per mode; the mode is decided once at start.
  const [router] = useState(() => {
    setHostMode(mode);
    return createAppRouter(mode);
  });
  return <RouterProvider router={router} />;
}

/** A custom domain that could not be resolved: docs/product/texts.md, "treated as shop not found". */
function UnresolvedDomain({ resolution }: { resolution: Exclude<HostResolution, { status: 'ready' }> }) {
  const { i18n } = useLingui();
  return (
    <LazyShopErrorPanel error={new Error('404')} onHome={() => window.location.assign('/')}>
      {resolution.status === 'failed' && <p className={styles.domainNote}>{i18n._(errorMessages.domainResolve)}</p>}
    </LazyShopErrorPanel>
  );
}

/** Decides the mode from the host name, then runs the router. */
export function App({ hostname = window.location.hostname }: { hostname?: string }) {
  // The market host and shop subdomains are known at once; only a custom domain needs a lookup.
  const [resolution, setResolution] = useState<HostResolution | null>(() => {
    const detected = detectHost(hostname, env.marketHostSuffix);
    return detected.kind === 'custom-domain' ? null : { status: 'ready', mode: detected };
  });
  useEffect(() => {
    if (resolution !== null) return;
    let current = true;
    void resolveHost(hostname, env.marketHostSuffix).then((result) => {
      if (current) setResolution(result);
    });
    return () => {
      current = false;
    };
  }, [hostname, resolution]);

  return (
    <AppProviders>
      {resolution === null ? (
        <PageSpinner />
      ) : resolution.status === 'ready' ? (
        <AppRouter mode={resolution.mode} />
      ) : (
        <UnresolvedDomain resolution={resolution} />
      )}
    </AppProviders>
  );
}
