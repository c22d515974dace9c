import type { ReactElement } from 'react';
import { act, render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { activateLocale, I18nProvider, type Locale } from '@haat/i18n';
import { Toaster } from '@haat/ui/toaster';
import { Providers } from '../app/providers.tsx';
import { adminRoutes } from '../app/router.tsx';
import { redirectUnauthorizedWith } from '../app/unauthorized-redirect.ts';
import { registerAdminCatalogs } from '../lib/i18n.ts';
import { queryClient } from '../lib/query-client.ts';

function startLocale(locale: Locale) {
  registerAdminCatalogs();
  act(() => activateLocale(locale));
}

/** The whole admin (route table, loaders, providers) at `path`, in memory. */
export function renderAdmin(path: string, { locale = 'en' }: { locale?: Locale } = {}) {
  startLocale(locale);
  const router = createMemoryRouter(adminRoutes, { initialEntries: [path] });
  redirectUnauthorizedWith(router);
  const result = render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, router, user: userEvent.setup() };
}

/** One component with i18n, toasts and the app's query client (no router). */
export function renderWithProviders(
  ui: ReactElement,
  { locale = 'en' }: { locale?: Locale } = {},
): RenderResult & {
  user: ReturnType<typeof userEvent.setup>;
} {
  startLocale(locale);
  const result = render(
    <QueryClientProvider client={queryClient}>
      <I18nProvider>
        {ui}
        <Toaster />
      </I18nProvider>
    </QueryClientProvider>,
  );
  return { ...result, user: userEvent.setup() };
}
