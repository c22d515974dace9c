import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { HydratedRouter } from 'react-router/dom';
import { I18nProvider } from '@haat/i18n/react';
import { setUpI18n } from './lib/i18n.ts';
import { queryClient } from './lib/query-client.ts';

// The language the server rendered in (the `lang` cookie), loaded before hydrating.
await setUpI18n();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <I18nProvider>
        <QueryClientProvider client={queryClient}>
          <HydratedRouter />
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>,
  );
});
